import { useMutation } from 'urql';
import { graphql } from '../../graphql';
import { refusal } from '../../ui/server-errors';
import { showToast } from '../../ui/toast';

const RevokeLinksMutation = graphql(`
  mutation AdminRevokeRepairLinks($id: ID!) {
    adminRevokeRepairLinks(id: $id) {
      id
      linksExpireAt
    }
  }
`);

/**
 * Closing every link e-mailed for a repair (docs/product.md#repair-links), once staff confirm;
 * the outcome, or the refusal in its words, is said in a toast.
 */
export function useRepairLinks(repair: { id: string; code: string }, onRevoked: () => void) {
  const [{ fetching }, revoke] = useMutation(RevokeLinksMutation);
  const revokeAll = async () => {
    if (
      !window.confirm(
        `Disattivare i link inviati per la riparazione ${repair.code}? Il cliente potrà ancora cercarla con codice ed e-mail.`,
      )
    )
      return;
    const result = await revoke({ id: repair.id });
    if (result.error) {
      showToast(refusal(result.error).message);
      return;
    }
    showToast('Link disattivati: quelli già inviati non aprono più la riparazione.');
    onRevoked();
  };
  return { revoking: fetching, revokeAll };
}
