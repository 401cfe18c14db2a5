// The compare page's before/after slider (part of the scanner island): the two aligned
// photos, side by side in the server's HTML, are stacked and the later one is revealed
// from the left by a range input. Without JavaScript they stay side by side.
export function enhanceCompare(root: HTMLElement) {
  const before = root.querySelector<HTMLElement>("[data-before]");
  const after = root.querySelector<HTMLElement>("[data-after]");
  if (!before || !after) return;
  root.classList.remove("grid-cols-2", "grid");
  root.classList.add("relative", "compare-stacked");
  after.classList.add("absolute", "inset-x-0", "top-0");
  const slider = document.createElement("input");
  slider.type = "range";
  slider.min = "0";
  slider.max = "100";
  slider.value = "50";
  slider.className = "mt-2 w-full";
  slider.setAttribute("aria-label", "Before and after: slide to reveal the later photo");
  slider.dataset.testid = "compare-range";
  const show = () => {
    after.style.clipPath = `inset(0 ${100 - Number(slider.value)}% 0 0)`;
  };
  slider.addEventListener("input", show);
  show();
  const captions = [...root.querySelectorAll<HTMLElement>("figcaption")];
  const legend = document.createElement("p");
  legend.className = "mt-1 flex justify-between text-sm text-slate-600";
  for (const c of captions) {
    const span = document.createElement("span");
    span.textContent = c.textContent;
    legend.appendChild(span);
    c.hidden = true;
  }
  root.insertAdjacentElement("afterend", legend);
  root.insertAdjacentElement("afterend", slider);
}
