// Toggles and accordions (spec site.md section 4): `<details>` items that already open and close
// without the script; the script adds the block's rules (one open at a time without closing the
// others abruptly, or none closable), the height animation (framer-motion, none under reduced
// motion) and arrow keys between the titles, as in the WAI-ARIA APG accordion pattern.
import { afterToggle, isAccordionOpen } from './accordion-rules';
import { createInterfaceMotion } from './motion';
import type { InterfaceMotion } from './motion';

/** Opening and closing length, ms. */
export const ACCORDION_MS = 300;

const ITEM = 'details.stagecraft-accordion__item';

export type Accordion = { destroy: () => void };

/**
 * Brings one toggle or accordion block to life.
 *
 * @param root   The .stagecraft-accordion element.
 * @param motion The interface motion helper (framer-motion on demand).
 */
export function createAccordion(
	root: HTMLElement,
	motion: InterfaceMotion = createInterfaceMotion()
): Accordion {
	const open = isAccordionOpen( root.dataset.open )
		? root.dataset.open
		: 'one';
	// Its own items, not those of an accordion nested in one.
	const items = Array.from(
		root.querySelectorAll< HTMLDetailsElement >( ITEM )
	).filter(
		( item ) =>
			item.parentElement?.closest( '.stagecraft-accordion' ) === root
	);
	const summaryOf = ( item: HTMLDetailsElement ) =>
		item.querySelector< HTMLElement >( ':scope > summary' );
	const panelOf = ( item: HTMLDetailsElement ) =>
		item.querySelector< HTMLElement >(
			':scope > .stagecraft-accordion__panel'
		);
	// The script keeps one open itself, animating the others closed; the shared name of the
	// server's markup would close them at once.
	items.forEach( ( item ) => item.removeAttribute( 'name' ) );
	const latest = new WeakMap< HTMLDetailsElement, number >();
	let runs = 0;

	async function setOpen( item: HTMLDetailsElement, next: boolean ) {
		const run = ++runs;
		latest.set( item, run );
		const panel = panelOf( item );
		if ( next ) {
			item.open = true;
		}
		if ( panel ) {
			const height = `${ panel.scrollHeight }px`;
			await motion.animate(
				panel,
				{ height: next ? [ '0px', height ] : [ height, '0px' ] },
				{ ms: ACCORDION_MS, hold: { overflow: 'hidden' } }
			);
		}
		// A later toggle of the same item has the last word.
		if ( ! next && latest.get( item ) === run ) {
			item.open = false;
		}
	}

	function onClick( event: MouseEvent ) {
		const summary = ( event.target as Element | null )?.closest(
			'summary'
		);
		const index = items.findIndex(
			( item ) => summaryOf( item ) === summary
		);
		if ( index < 0 ) {
			return;
		}
		event.preventDefault();
		const next = afterToggle(
			items.map( ( item ) => item.open ),
			index,
			open
		);
		items.forEach( ( item, i ) => {
			if ( item.open !== next[ i ] ) {
				void setOpen( item, next[ i ] );
			}
		} );
	}

	// Up and Down move between the titles (wrapping), Home and End go to the first and last.
	function onKeydown( event: KeyboardEvent ) {
		const summaries = items
			.map( summaryOf )
			.filter( ( summary ): summary is HTMLElement => summary !== null );
		const at = summaries.indexOf( event.target as HTMLElement );
		if ( at < 0 ) {
			return;
		}
		const last = summaries.length - 1;
		const target = {
			ArrowDown: at === last ? 0 : at + 1,
			ArrowUp: at === 0 ? last : at - 1,
			Home: 0,
			End: last,
		}[ event.key ];
		if ( target !== undefined ) {
			event.preventDefault();
			summaries[ target ].focus();
		}
	}

	root.addEventListener( 'click', onClick );
	root.addEventListener( 'keydown', onKeydown );
	return {
		destroy() {
			root.removeEventListener( 'click', onClick );
			root.removeEventListener( 'keydown', onKeydown );
		},
	};
}
