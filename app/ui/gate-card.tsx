// The card every gate shows (plans, sign-in, scanner): an icon, a title, a sentence and
// the way forward. One markup, so every "no" looks and reads the same.
import type { ReactNode } from "react";
import { GATE_ART } from "~/art/art";
import { Art } from "./art";
import { Icon } from "./icon";
import type { IconName } from "./icon-names";

export function GateCard(props: {
  icon: IconName;
  title: string;
  text: ReactNode;
  testId: string;
  headingId: string;
  children: ReactNode;
}) {
  return (
    <div data-testid={props.testId}>
      <div className="relative mx-auto w-40">
        <Art art={GATE_ART} className="h-auto w-40" />
        <span className="absolute right-1 bottom-1 flex size-10 items-center justify-center rounded-full bg-white text-brand-700 shadow-card">
          <Icon name={props.icon} className="size-5" />
        </span>
      </div>
      <h2 id={props.headingId} className="mt-3 text-xl font-extrabold text-ink">
        {props.title}
      </h2>
      <p className="mt-2 text-slate-600">{props.text}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-2">{props.children}</div>
    </div>
  );
}
