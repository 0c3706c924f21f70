import { TAX_NOTE } from '../../schema/page-copy';
import { ESTIMATE_LINE_KIND } from '../../schema/vocabulary';
import { Price } from '../ui/Price';
import type { Estimate } from './useEstimateAnswer';

/** The estimate's lines before IVA, as a table the customer reads on a phone too. */
export function EstimateLines({ lines }: { lines: Estimate['lines'] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Voci del preventivo, importi IVA esclusa</caption>
        <thead className="text-xs text-slate-600 uppercase">
          <tr className="border-b border-slate-200">
            <th scope="col" className="py-2 pr-3 font-semibold">
              Voce
            </th>
            <th scope="col" className="hidden py-2 pr-3 font-semibold sm:table-cell">
              Tipo
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              Importo
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines are fixed once sent and have no id
            <tr key={index}>
              <td className="py-2.5 pr-3">
                {line.description}
                {/* On a phone the type goes under the description, to leave the amount room. */}
                <span className="block text-xs text-slate-500 sm:hidden">
                  {ESTIMATE_LINE_KIND.label(line.kind)}
                </span>
              </td>
              <td className="hidden py-2.5 pr-3 text-slate-600 sm:table-cell">
                {ESTIMATE_LINE_KIND.label(line.kind)}
              </td>
              <td className="py-2.5 text-right whitespace-nowrap">
                <Price cents={line.amount} />{' '}
                <span className="text-xs text-slate-500">{TAX_NOTE}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
