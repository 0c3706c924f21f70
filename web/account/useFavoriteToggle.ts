import { useEffect, useState } from 'react';
import { useMutation } from 'urql';
import { useUrl } from '../app/location';
import { graphql } from '../graphql';
import { showToast } from '../ui/toast';
import { useOneAtATime } from '../ui/useOneAtATime';
import { useAuth } from './auth';
import { useFavoriteIds } from './favorite-ids';
import { loginPath } from './redirect';

const AddFavoriteMutation = graphql(`
  mutation AddFavorite($productId: ID!) {
    addFavorite(productId: $productId) {
      id
      favorites {
        id
      }
    }
  }
`);

const RemoveFavoriteMutation = graphql(`
  mutation RemoveFavorite($productId: ID!) {
    removeFavorite(productId: $productId) {
      id
      favorites {
        id
      }
    }
  }
`);

/**
 * One product's place in the favourites: shown as just chosen until the server's list agrees,
 * saved or removed on a press (a signed-out visitor is asked to sign in), every outcome said.
 */
export function useFavoriteToggle(productId: string, productName: string) {
  const { isAuthenticated } = useAuth();
  const { pathname, search } = useUrl();
  const [, add] = useMutation(AddFavoriteMutation);
  const [, remove] = useMutation(RemoveFavoriteMutation);
  // A second press while one is on its way sends nothing: it would repeat the same change.
  const changing = useOneAtATime();
  const favoriteIds = useFavoriteIds();
  // What the person just chose, shown until the server's list says the same: a list that was
  // already on its way before the click must not undo it.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const savedOnServer = favoriteIds.has(productId);
  useEffect(() => {
    if (chosen === savedOnServer) setChosen(null);
  }, [chosen, savedOnServer]);
  const saved = chosen ?? savedOnServer;
  const active = isAuthenticated && saved;

  const toggle = async () => {
    if (!isAuthenticated) {
      showToast('Accedi per salvare i prodotti nei preferiti.', {
        label: 'Accedi',
        to: loginPath(`${pathname}${search}`),
      });
      return;
    }
    const next = !saved;
    setChosen(next);
    const result = await changing.once(async () => {
      const { error } = next ? await add({ productId }) : await remove({ productId });
      return { error };
    });
    if (!result) return;
    if (result.error) {
      setChosen(null);
      showToast('Non siamo riusciti ad aggiornare i preferiti. Riprova.');
      return;
    }
    showToast(
      next ? `${productName} è nei tuoi preferiti.` : `${productName} non è più nei preferiti.`,
      next ? { label: 'Vedi i preferiti', to: '/profilo/preferiti' } : undefined,
    );
  };

  return { active, busy: changing.busy, toggle };
}
