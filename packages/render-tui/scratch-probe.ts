import { detachedQuestionnaire } from "./test/support/detached.ts";
const big = "word ".repeat(200_000);
const cases: Record<string, any> = {
  prompt: { questions: [{ id: "a", prompt: big, options: [{ value: "a", label: "A" }] }] },
  label: { questions: [{ id: "a", prompt: "p", options: [{ value: "a", label: big }] }] },
  description: { questions: [{ id: "a", prompt: "p", options: [{ value: "a", label: "A", description: big }] }] },
  title: { title: big, questions: [{ id: "a", prompt: "p", options: [{ value: "a", label: "A" }] }] },
  tablabel: { questions: [{ id: "a", label: big, prompt: "p", options: [{ value: "a", label: "A" }] }] },
  nospace: { questions: [{ id: "a", prompt: "x".repeat(1_000_000), options: [{ value: "a", label: "A" }] }] },
};
for (const [name, input] of Object.entries(cases)) {
  const t0 = performance.now();
  const s = detachedQuestionnaire(input, { maxHeight: () => 30 });
  const t1 = performance.now();
  s.component.render(100);
  const t2 = performance.now();
  for (let i = 0; i < 10; i++) { s.press("\x1b[B"); s.component.render(100); }
  const t3 = performance.now();
  s.press("\t"); s.component.render(100); 
  const t4 = performance.now();
  console.log(name, "open", (t1-t0).toFixed(0), "first", (t2-t1).toFixed(0), "10keys", (t3-t2).toFixed(0), "review", (t4-t3).toFixed(0), s.results.length);
}
