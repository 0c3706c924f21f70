import type { ReactNode } from 'react';
import { useAdminUrl } from '../../admin/admin-url';

/**
 * The fact a request shows staff when it claims a delivered repair's warranty
 * (docs/product.md#warranty): the repair's code, opening it. None for an ordinary request.
 */
export function warrantyFact(
  origin: { repairId: string; code: string } | null,
): [string, ReactNode][] {
  return origin ? [['Garanzia', <WarrantyOriginLink key="garanzia" origin={origin} />]] : [];
}

function WarrantyOriginLink({ origin }: { origin: { repairId: string; code: string } }) {
  const url = useAdminUrl();
  return (
    <button
      type="button"
      onClick={() => url.go({ view: 'riparazioni', id: origin.repairId })}
      className="font-semibold text-brand-700 underline"
    >
      Intervento in garanzia della riparazione {origin.code}
    </button>
  );
}
