// Calculator island: plain TypeScript, no React. The server-rendered GET form works on
// its own; this adds instant results by running the same calculate() (input.ts parser,
// formulas.ts) on every input and updating the result and field messages in place.
// Bundled by scripts/build-islands.mjs to /islands/calculator.js.
import { calculate } from "./calculate";
import type { FieldErrors } from "./input";
import { resultHtml } from "./result-html";

/** Logical field a query key belongs to (imperial height has two boxes). */
const fieldOf = (key: string) => (key === "heightFt" || key === "heightIn" ? "height" : key);

function showError(wrapper: HTMLElement, field: string, message: string | undefined) {
  const id = `calc-${field}-error`;
  let error = document.getElementById(id);
  if (message) {
    if (!error) {
      error = document.createElement("p");
      error.id = id;
      error.className = "field-error";
      wrapper.appendChild(error);
    }
    if (error.textContent !== message) error.textContent = message;
  } else {
    error?.remove();
  }
  // A radio cannot be invalid on its own (ARIA): its group is.
  const invalid =
    wrapper.getAttribute("role") === "radiogroup"
      ? [wrapper]
      : wrapper.querySelectorAll("input:not([type=hidden]), select");
  for (const control of invalid) {
    if (message) control.setAttribute("aria-invalid", "true");
    else control.removeAttribute("aria-invalid");
  }
  const describers = [...wrapper.querySelectorAll<HTMLElement>("[data-describe]")];
  if (wrapper.hasAttribute("data-describe")) describers.push(wrapper);
  for (const el of describers) {
    const ids = (el.getAttribute("aria-describedby") ?? "").split(/\s+/).filter((t) => t && t !== id);
    if (message) ids.unshift(id);
    if (ids.length > 0) el.setAttribute("aria-describedby", ids.join(" "));
    else el.removeAttribute("aria-describedby");
  }
}

function recalculate(event: Event) {
  const target = event.target;
  const form = target instanceof Element ? target.closest<HTMLFormElement>("form[data-calculator]") : null;
  if (!form) return;
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) {
    if (typeof value === "string") params.append(key, value);
  }
  const next = calculate(params);
  let errors: FieldErrors = next.errors;
  if (!form.hasAttribute("data-submitted")) {
    // Before the first submit, only speak about fields the person has filled in.
    const filled = new Set([...params].filter(([, v]) => v.trim() !== "").map(([k]) => fieldOf(k)));
    errors = Object.fromEntries(Object.entries(errors).filter(([field]) => filled.has(field)));
  }
  for (const wrapper of document.querySelectorAll<HTMLElement>("[data-field]")) {
    const field = wrapper.dataset.field ?? "";
    showError(wrapper, field, errors[field]);
  }
  const region = document.querySelector("[data-calc-result]");
  const html = resultHtml({ ...next, errors });
  // Only touch the live region when the text changes, so screen readers are not spammed.
  if (region && region.innerHTML !== html) region.innerHTML = html;
}

document.addEventListener("input", recalculate);
document.addEventListener("change", recalculate);
