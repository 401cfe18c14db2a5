// The card every gate shows (plans, sign-in, scanner): an icon, a title, a sentence and
// the way forward. One markup, so every "no" looks and reads the same.
import type { ReactNode } from "react";
import { Icon } from "./icon";
import type { IconName } from "./icon-names";

export function GateCard(props: { icon: IconName; title: string; text: ReactNode; testId: string; headingId: string; children: ReactNode }) {
  return (
    <div data-testid={props.testId}>
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        <Icon name={props.icon} className="size-6" />
      </span>
      <h2 id={props.headingId} className="mt-3 text-xl font-bold">
        {props.title}
      </h2>
      <p className="mt-2 text-slate-600">{props.text}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-2">{props.children}</div>
    </div>
  );
}
