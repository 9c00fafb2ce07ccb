import { partStore } from '../events/store';
import type { EventStore } from '../events/store';
import type { ModuleControls } from '../types';
import { KEY_REPEAT_GUARD } from './constants';

/**
 * Whether a key press may change slides: only 500 ms after the previous
 * accepted one (spec section 5).
 *
 * @param now  Time of this press, ms.
 * @param last Time of the previous accepted press, ms (-Infinity for none).
 */
export const keyAllowed = ( now: number, last: number ) =>
	now - last >= KEY_REPEAT_GUARD;

const EDITABLE =
	'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

/**
 * Arrow keys change slides: left and right, plus up and down for a
 * vertical module. They act when focus is inside the module, or when
 * nothing has focus and this is the module the visitor last pointed at
 * (the keyboard target); never while typing in a field.
 *
 * @param root     The module element.
 * @param module   The module API.
 * @param vertical Whether up and down change slides too.
 * @param now      Clock, ms (tests).
 * @param store    The module's event store.
 */
export function createKeyboard(
	root: HTMLElement,
	module: Pick< ModuleControls, 'next' | 'prev' >,
	vertical = false,
	now: () => number = () => Date.now(),
	store?: EventStore
) {
	const events = partStore( root, store );
	const doc = root.ownerDocument;
	let last = -Infinity;
	let target = false;
	const keys: Record< string, 'next' | 'prev' | undefined > = {
		ArrowLeft: 'prev',
		ArrowRight: 'next',
		ArrowUp: vertical ? 'prev' : undefined,
		ArrowDown: vertical ? 'next' : undefined,
	};

	const onKey = ( event: KeyboardEvent ) => {
		const action = keys[ event.key ];
		if (
			! action ||
			event.defaultPrevented ||
			event.altKey ||
			event.ctrlKey ||
			event.metaKey
		) {
			return;
		}
		const active = doc.activeElement;
		const inside = active instanceof Node && root.contains( active );
		const idle = ! active || active === doc.body;
		if ( ! inside && ! ( idle && target ) ) {
			return;
		}
		if ( active instanceof Element && active.matches( EDITABLE ) ) {
			return;
		}
		// Arrows would otherwise scroll the page too.
		event.preventDefault();
		const time = now();
		if ( ! keyAllowed( time, last ) ) {
			return;
		}
		last = time;
		module[ action ]();
	};
	// The last module pointed at is the keyboard target.
	const onPoint = ( event: PointerEvent ) => {
		target = event.target instanceof Node && root.contains( event.target );
	};

	events.on( doc, 'keydown', onKey );
	events.on( doc, 'pointerdown', onPoint, true );
	return {
		destroy: () => events.clear(),
	};
}
