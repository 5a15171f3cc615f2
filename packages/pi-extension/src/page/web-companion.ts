/**
 * The form's page beside a terminal form: registered as the form mounts (so `/ask-user web` finds it), served at
 * once when the settings say so (`web.auto`) or when `/ask-user web` asked for the next form, following every change,
 * and closed with the form.
 */
import type { MessageLocale } from "@ask-user/core/contract";
import type { ExtensionUIContext } from "@mariozechner/pi-coding-agent";
import type { Companion, MountedForm } from "../form/ask-in-terminal.ts";
import { noticeWords } from "../locale/notice-words.ts";
import type { WebSettings } from "../settings/settings-web.ts";
import { announced, tellAddress } from "./serve-open-form.ts";
import type { ServedForms } from "./served-forms.ts";
import { webForm } from "./web-form.ts";

/**
 * `companionOf` with the form's page beside it; the page acts as a key would (the time limit starts again, and when
 * it runs out, what was typed on the page and not saved is kept with the answers). The form's
 * web page key serves it too, its address told in pi and shown in the form (the same again while it is unopened).
 * The page, the banner's words and the notices speak `locale`, the form's.
 */
export function withWebPage(
	companionOf: (form: MountedForm) => Companion,
	settings: WebSettings,
	notify: ExtensionUIContext["notify"],
	locale: MessageLocale,
	forms: ServedForms,
): (form: MountedForm) => Companion {
	return (form) => {
		// The time limit ends the form with what was typed on the page too, as the page's own time-out does.
		const companion = companionOf({
			...form,
			timeOut: () => {
				web.saveTyped();
				form.timeOut();
			},
		});
		const said = noticeWords(locale);
		const web = webForm(
			{ view: form.view, acted: () => companion.keyPressed?.(), host: settings.host, locale, shownInTerminal: true },
			forms,
		);
		// `/ask-user web` asked for this form before it opened: served once.
		const asked = forms.nextServed;
		forms.nextServed = false;
		if (asked || settings.auto) void tellAddress(web, notify, said);
		return {
			...companion,
			webPage: () =>
				announced(web.shownAddress(), notify, said).then(
					(address) => ({ ...address, heading: said.pageHeading }),
					(error: unknown) =>
						Promise.reject(new Error(said.pageFailed(error instanceof Error ? error.message : String(error)))),
				),
			answeredOn: () => (web.submittedHere() ? "page" : undefined),
			changed() {
				companion.changed?.();
				web.changed();
			},
			stop(details) {
				companion.stop(details);
				web.end(details).catch(() => {});
			},
		};
	};
}
