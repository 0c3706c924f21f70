import { type KeyboardEvent, useState } from 'react';
import { HEADER_SEARCH_LIMIT } from '../../schema/rules/catalogue-filters';
import { useNavigate } from '../app/location';
import { useProductSearch } from './useProductSearch';

/**
 * The desktop search's combobox: the text, the matches as it is typed, the option the arrows
 * reach, and opening one (Enter, or a click) after closing the dialog.
 */
export function useSearchOverlay(onClose: () => void) {
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
  const { hits: matches, status } = useProductSearch(text, HEADER_SEARCH_LIMIT.desktop);

  const open = (id: string) => {
    onClose();
    void navigate(`/product-overview/${id}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      // A search field would spend the first Escape clearing itself; here Escape closes.
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowDown' && matches.length) {
      event.preventDefault();
      setActive((index) => (index + 1) % matches.length);
    } else if (event.key === 'ArrowUp' && matches.length) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? matches.length - 1 : index - 1));
    } else if (event.key === 'Enter') {
      const chosen = matches[active] ?? (matches.length === 1 ? matches[0] : undefined);
      if (chosen) {
        event.preventDefault();
        open(chosen.id);
      }
    }
  };

  const type = (next: string) => {
    setText(next);
    setActive(-1);
  };

  return { text, type, active, setActive, matches, status, open, onKeyDown };
}
