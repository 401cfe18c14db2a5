// A setting that is on or off (Settings' mail switches): a plain form that posts the other
// state to its own route (works without JavaScript), saying which state is on now.
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";

type Props = {
  /** The section's id stem (its heading is `${id}-heading`) and the state line's test id stem. */
  id: string;
  title: string;
  children: ReactNode;
  /** Where the form posts, and the field that carries "on" or "off". */
  action: string;
  field: string;
  on: boolean;
  /** What the setting is called in "… are on" and "Turn … off". */
  noun: string;
};

export function OnOffSwitch({ id, title, children, action, field, on, noun }: Props) {
  const capital = noun.charAt(0).toUpperCase() + noun.slice(1);
  return (
    <section className="space-y-3 card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="text-sm text-slate-600">{children}</p>
      <Form method="post" action={action} className="flex flex-wrap items-center gap-3">
        <p className="font-medium" data-testid={`${id}-state`}>
          {`${capital} are ${on ? "on" : "off"}`}
        </p>
        <input type="hidden" name={field} value={on ? "off" : "on"} />
        <button type="submit" className="btn-secondary">
          {`Turn ${noun} ${on ? "off" : "on"}`}
        </button>
      </Form>
    </section>
  );
}
