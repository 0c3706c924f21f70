const ratingFormat = new Intl.NumberFormat('it-IT', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** A 0-5 rating as five stars, partly filled, with the number for screen readers. */
export function Stars({ rating, reviews }: { rating: number; reviews?: number | null }) {
  const percent = Math.max(0, Math.min(100, (rating / 5) * 100));
  const count = reviews === 1 ? '1 recensione' : `${reviews} recensioni`;
  const label = `Valutazione ${ratingFormat.format(rating)} su 5${reviews ? `, ${count}` : ''}`;
  return (
    <span
      className="inline-flex items-center gap-1.5 text-sm text-slate-600"
      role="img"
      aria-label={label}
    >
      <span className="relative inline-block text-slate-300" aria-hidden="true">
        ★★★★★
        <span
          className="absolute inset-0 overflow-hidden text-amber-500"
          style={{ width: `${percent}%` }}
        >
          ★★★★★
        </span>
      </span>
      <span aria-hidden="true">
        {ratingFormat.format(rating)}
        {reviews ? ` (${reviews})` : ''}
      </span>
    </span>
  );
}
