import { validFixtures } from "@ask-user/core/fixtures";
import { detachedQuestionnaire } from "./test/support/detached.ts";
for (const fx of validFixtures) {
	let height = 24;
	const s = detachedQuestionnaire(fx.payload, { maxHeight: () => height });
	s.press("\x1b[A", "\r");
	const t = performance.now();
	for (let w = 1; w <= 300; w++) s.component.render(w);
	console.log(fx.name, ((performance.now() - t) / 300).toFixed(2));
}
