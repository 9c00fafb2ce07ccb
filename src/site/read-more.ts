// Read-more (spec site.md section 4): expanded or collapsed, the button's label and icon swapped.
// The server shows everything; the script folds the rest behind the button and animates the
// height (framer-motion on demand, none under reduced motion). Folded text is hidden, so
// assistive technology skips it too.
import { createInterfaceMotion } from './motion';
import type { InterfaceMotion } from './motion';

export const READ_MORE_MS = 300;

export type ReadMore = {
	toggle: () => Promise< void >;
	readonly expanded: boolean;
	destroy: () => void;
};

/**
 * Brings one read-more block to life, folded.
 *
 * @param root   The .stagecraft-read-more element.
 * @param motion The interface motion helper.
 */
export function createReadMore(
	root: HTMLElement,
	motion: InterfaceMotion = createInterfaceMotion()
): ReadMore | null {
	const button = root.querySelector< HTMLButtonElement >(
		':scope > .stagecraft-read-more__toggle'
	);
	const more = root.querySelector< HTMLElement >(
		':scope > .stagecraft-read-more__more'
	);
	const label = button?.querySelector( '.stagecraft-read-more__label' );
	if ( ! button || ! more || ! label ) {
		return null;
	}
	let expanded = false;
	let run = 0;

	function show( open: boolean ) {
		expanded = open;
		button!.setAttribute( 'aria-expanded', String( open ) );
		label!.textContent =
			( open ? button!.dataset.less : button!.dataset.more ) ?? '';
		root.classList.toggle( 'is-expanded', open );
	}

	async function toggle() {
		const mine = ++run;
		const open = ! expanded;
		show( open );
		if ( open ) {
			more!.hidden = false;
		}
		const height = `${ more!.scrollHeight }px`;
		await motion.animate(
			more!,
			{ height: open ? [ '0px', height ] : [ height, '0px' ] },
			{ ms: READ_MORE_MS, hold: { overflow: 'hidden' } }
		);
		// A later click has the last word.
		if ( ! open && mine === run ) {
			more!.hidden = true;
		}
	}

	const onClick = () => void toggle();
	more.hidden = true;
	show( false );
	button.hidden = false;
	button.addEventListener( 'click', onClick );
	return {
		toggle,
		get expanded() {
			return expanded;
		},
		destroy() {
			button.removeEventListener( 'click', onClick );
		},
	};
}
