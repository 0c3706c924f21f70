/** Figures as big numbers with their names, in a grid of cards. */
export function FigureList({ label, figures }: { label: string; figures: [string, string][] }) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {figures.map(([name, value]) => (
        <div key={name} className="min-w-0 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
          <dt className="text-sm text-slate-600">{name}</dt>
          <dd className="text-lg font-bold break-words tabular-nums sm:text-2xl">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
