// A setting that is on or off (Settings' switches): a plain form that posts the other
// state to its own route (works without JavaScript), saying which state is on now. The
// section is its own anchor (`/settings#${id}`), where the switch's route sends the member back.
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";

/** What a switch says in each state: the state line, and the button that turns it over. */
export type SwitchWords = { on: string; off: string; turnOn: string; turnOff: string };

type Props = {
  /** The section's id and anchor (its heading is `${id}-heading`) and the state line's test id stem. */
  id: string;
  title: string;
  children: ReactNode;
  /** Where the form posts, and the field that carries "on" or "off". */
  action: string;
  field: string;
  on: boolean;
} & (
  | {
      /** What the setting is called in "… are on" and "Turn … off". */
      noun: string;
      words?: never;
    }
  | { noun?: never; words: SwitchWords }
);

/** The words of a setting named by a plural noun: "Reminders are on", "Turn reminders off". */
const nounWords = (noun: string): SwitchWords => {
  const capital = noun.charAt(0).toUpperCase() + noun.slice(1);
  return { on: `${capital} are on`, off: `${capital} are off`, turnOn: `Turn ${noun} on`, turnOff: `Turn ${noun} off` };
};

export function OnOffSwitch({ id, title, children, action, field, on, noun, words }: Props) {
  const say = words ?? nounWords(noun);
  return (
    <section className="scroll-mt-20 space-y-3 card" id={id} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="text-sm text-slate-600">{children}</p>
      <Form method="post" action={action} className="flex flex-wrap items-center gap-3">
        <p className="font-medium" data-testid={`${id}-state`}>
          {on ? say.on : say.off}
        </p>
        <input type="hidden" name={field} value={on ? "off" : "on"} />
        <button type="submit" className="btn-secondary">
          {on ? say.turnOff : say.turnOn}
        </button>
      </Form>
    </section>
  );
}
