// A /progress action as one button: a plain form post, so it works without JavaScript.
// `data-keep-scroll`: with JavaScript, the page comes back where it was (app/game/island.ts).
export function PostButton({
  tab,
  intent,
  fields = {},
  label,
  primary = true,
  action,
}: {
  tab: string;
  intent: string;
  fields?: Record<string, string | number>;
  label: string;
  primary?: boolean;
  action?: string;
}) {
  return (
    <form method="post" action={action ?? `/progress?tab=${tab}`} data-keep-scroll="">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <button
        type="submit"
        className={primary ? "btn-primary px-3 py-1.5 text-sm" : "btn-secondary px-3 py-1.5 text-sm"}
      >
        {label}
      </button>
    </form>
  );
}
