import type { NavElement } from '../../schema/navigation';
import { partStore } from '../events/store';
import type { EventStore } from '../events/store';
import type { ChangeDetail } from '../events/types';
import type { ModuleControls } from '../types';
import { STRIP_DURATION } from './constants';
import { slideLabel } from './labels';
import { movedPast, rovingTarget, windowStart } from './roving';

export { movedPast, rovingTarget, slideLabel, windowStart };

/** What the item lists use of the module API. */
export type ListControls = Pick<
	ModuleControls,
	'goTo' | 'current' | 'on' | 'off'
> & {
	/** Slides in navigation now: hal removes slides after N loops. */
	navOrder?: () => readonly number[];
	/** The module's event store. */
	store?: EventStore;
};

/**
 * What the item lists (bullets, thumbs, tabs) use of the module: its API and the
 * player's navigation order. The lists are shared by three feature chunks, so they
 * live in the main chunk rather than in each of them.
 *
 * @param module   The module API.
 * @param navOrder Slides in navigation now.
 */
export function listControls(
	module: Pick< ModuleControls, 'goTo' | 'current' | 'on' | 'off' >,
	navOrder: () => readonly number[]
): ListControls {
	return {
		goTo: module.goTo,
		current: module.current,
		on: module.on,
		off: module.off,
		navOrder,
	};
}

export interface ItemListOptions {
	element: NavElement;
	/** Slide indexes shown, in navigation order (hfn slides left out). */
	order: readonly number[];
	/** Accessible name of the group. */
	label: string;
	/** Item size along the list's direction, as a CSS length. */
	step: string;
	/** Fills one item's button for a slide. */
	build: ( button: HTMLButtonElement, slide: number ) => void;
	/** Class names of each item (kept for selectors and skins). */
	itemClass: string;
}

export interface ItemList {
	/** The items in the DOM now (a long list renders only those around its window). */
	readonly buttons: HTMLButtonElement[];
	/** Index into order of the first item shown in the strip window. */
	readonly first: number;
	/**
	 * Whether the list is the module's one Tab stop for picking slides. Bullets,
	 * thumbnails and tabs pick the same slides, so only one of them is in the
	 * page's tab sequence; the others stay operable by pointer and arrow keys.
	 */
	setTabStop: ( on: boolean ) => void;
	destroy: () => void;
}

/**
 * Most items a list shows at once when its settings set no m: past that the row is a strip (a
 * row of a thousand bullets fits nowhere).
 */
export const MAX_SHOWN = 50;

/**
 * A row (or column) of slide buttons: bullets, thumbnails or tabs. With
 * more items than m it becomes a strip that slides (0.3 s) to keep the
 * current item in view. Only the items of the window and of one window
 * either side are in the DOM, so a module of a thousand slides makes a few
 * dozen buttons, not a thousand; the others come as the window moves.
 *
 * The list follows the APG tabbed carousel: a tablist of tabs, the current
 * slide's tab aria-selected. It is one Tab stop (roving tabindex); arrow
 * keys, Home and End move focus and show that slide (automatic activation,
 * as in the APG's carousel example), over every slide, rendered or not;
 * aria-posinset and aria-setsize name each tab's place in the whole list.
 *
 * @param container The placed element container.
 * @param module    The module API.
 * @param options   What to show.
 */
export function createItemList(
	container: HTMLElement,
	module: ListControls,
	options: ItemListOptions
): ItemList {
	const { element, order } = options;
	const events = partStore( container, module.store );
	const vertical = element.d === 'vertical';
	const gap = element.g ?? 4;
	const max = Math.min( element.m ?? MAX_SHOWN, order.length );
	const windowed = 3 * max < order.length;
	let first = 0;

	const viewport = document.createElement( 'div' );
	viewport.className = 'stagecraft-nav__viewport';
	const track = document.createElement( 'div' );
	track.className = 'stagecraft-nav__track';
	track.setAttribute( 'role', 'tablist' );
	track.setAttribute( 'aria-label', options.label );
	track.setAttribute(
		'aria-orientation',
		vertical ? 'vertical' : 'horizontal'
	);
	track.style.gap = `${ gap }px`;
	track.style.flexDirection = vertical ? 'column' : 'row';
	// A property, not the duration itself, so reduced motion's `transition: none` still wins.
	track.style.setProperty(
		'--stagecraft-strip-duration',
		`${ STRIP_DURATION }ms`
	);
	viewport.append( track );
	container.append( viewport );
	container.classList.toggle( 'is-strip', max < order.length );
	if ( max < order.length ) {
		// The window shows m items; the track moves under it.
		const length = `calc(${ max } * ${ options.step } + ${
			( max - 1 ) * gap
		}px)`;
		viewport.style.setProperty( vertical ? 'height' : 'width', length );
	}

	let down: { x: number; y: number } | null = null;
	let moved = false;
	let tabStop = true;
	// The rendered items: positions from `from` on.
	let from = 0;
	let buttons: HTMLButtonElement[] = [];

	const make = ( position: number ) => {
		const slide = order[ position ];
		const button = document.createElement( 'button' );
		button.type = 'button';
		button.setAttribute( 'role', 'tab' );
		button.tabIndex = -1;
		button.className = `stagecraft-nav__item ${ options.itemClass }`;
		button.dataset.slideIndex = String( slide );
		if ( windowed ) {
			button.setAttribute( 'aria-posinset', String( position + 1 ) );
			button.setAttribute( 'aria-setsize', String( order.length ) );
		}
		options.build( button, slide );
		return button;
	};
	const at = ( position: number ): HTMLButtonElement | undefined =>
		buttons[ position - from ];
	const offset = ( items: number ) =>
		items
			? `${ vertical ? 'translateY' : 'translateX' }(calc(-${ items } * (${
					options.step
				} + ${ gap }px)))`
			: '';

	// Renders the window starting at `start` and one window either side; items already in the
	// DOM stay where they are (a focused one keeps focus).
	function render( start: number ) {
		const low = windowed ? Math.max( 0, start - max ) : 0;
		const high = windowed
			? Math.min( order.length, start + 2 * max )
			: order.length;
		if (
			buttons.length > 0 &&
			low === from &&
			high === from + buttons.length
		) {
			return;
		}
		const kept = buttons.filter( ( button, index ) => {
			const inside = from + index >= low && from + index < high;
			if ( ! inside ) {
				button.remove();
			}
			return inside;
		} );
		const keptFrom = Math.max( from, low );
		const before: HTMLButtonElement[] = [];
		for (
			let p = low;
			p < Math.min( high, kept.length ? keptFrom : high );
			p++
		) {
			before.push( make( p ) );
		}
		const after: HTMLButtonElement[] = [];
		for (
			let p = kept.length ? keptFrom + kept.length : high;
			p < high;
			p++
		) {
			after.push( make( p ) );
		}
		track.prepend( ...before );
		track.append( ...after );
		if ( buttons.length > 0 && low !== from ) {
			// The track's content moved by the items added or removed before the window: the
			// track jumps by as much, unseen, before it slides.
			track.style.transition = 'none';
			track.style.transform = offset( first - low );
			void track.offsetWidth;
			track.style.transition = '';
		}
		buttons = [ ...before, ...kept, ...after ];
		from = low;
	}

	const positionOf = ( target: EventTarget | null ) => {
		const index = buttons.indexOf(
			( target as Element | null )?.closest?.(
				'button'
			) as HTMLButtonElement
		);
		return index < 0 ? -1 : from + index;
	};

	// One listener for every item: a module of a thousand slides made a thousand closures.
	const onClick = ( event: MouseEvent ) => {
		const position = positionOf( event.target );
		if ( position < 0 ) {
			return;
		}
		if ( moved ) {
			// A touch that moved past 5 px was a swipe, not a choice.
			event.preventDefault();
			moved = false;
			return;
		}
		module.goTo( order[ position ] );
	};

	// The slide marked selected.
	let selected = -1;

	// Hidden (hal) and selected states of the rendered items.
	function paint() {
		const shows = shownNow();
		buttons.forEach( ( button, index ) => {
			button.hidden = ! shows( from + index );
			button.setAttribute(
				'aria-selected',
				order[ from + index ] === selected ? 'true' : 'false'
			);
		} );
	}

	function scrollTo( position: number ) {
		const start = windowStart( position, order.length, max );
		render( start );
		first = start;
		track.style.transform = offset( first - from );
		paint();
	}

	const focused = () =>
		positionOf( container.ownerDocument.activeElement ?? null );

	// Whether each position shows: hal removes slides from navigation.
	const shownNow = () => {
		const shown = module.navOrder?.();
		const set = shown ? new Set( shown ) : null;
		return ( position: number ) => ! set || set.has( order[ position ] );
	};

	// One item takes Tab: the focused one while focus is inside, else the
	// current slide's (else the first shown), so Tab returns to where it was.
	function rove( position: number ) {
		const button = at( position );
		const stop =
			button && ! button.hidden
				? button
				: buttons.find( ( item ) => ! item.hidden );
		buttons.forEach( ( item ) => {
			item.tabIndex = tabStop && item === stop ? 0 : -1;
		} );
	}

	// beforeChange names the slide coming, so the mark moves with the change.
	function mark( current = module.current()?.index ?? -1 ) {
		selected = current;
		const position = order.indexOf( current );
		if ( position >= 0 ) {
			scrollTo( position );
		} else {
			paint();
		}
		const inside = focused();
		rove( inside >= 0 ? inside : position );
	}

	const onKey = ( event: KeyboardEvent ) => {
		const start = focused();
		if (
			start < 0 ||
			event.altKey ||
			event.ctrlKey ||
			event.metaKey ||
			event.shiftKey
		) {
			return;
		}
		const shows = shownNow();
		const to = rovingTarget(
			event.key,
			start,
			order.map( ( _slide, position ) => shows( position ) )
		);
		if ( to < 0 ) {
			return;
		}
		// Handled here: the module's own arrow keys (keyboard.ts) and page scrolling stand aside.
		event.preventDefault();
		if ( to < first || to >= first + max ) {
			scrollTo( to );
		}
		rove( to );
		at( to )?.focus();
		if ( order[ to ] !== module.current()?.index ) {
			module.goTo( order[ to ] );
		}
	};

	// Keyboard focus on an item outside the window brings it in.
	const onFocus = ( event: FocusEvent ) => {
		const position = positionOf( event.target );
		if ( position >= 0 ) {
			rove( position );
		}
		if (
			position >= 0 &&
			( position < first || position >= first + max )
		) {
			scrollTo( position );
		}
	};
	const onDown = ( event: PointerEvent ) => {
		down = { x: event.clientX, y: event.clientY };
		moved = false;
	};
	const onMove = ( event: PointerEvent ) => {
		if (
			down &&
			movedPast( down, { x: event.clientX, y: event.clientY } )
		) {
			moved = true;
		}
	};
	const onUp = () => {
		down = null;
	};
	events.on( track, 'click', onClick );
	events.on( track, 'focusin', onFocus );
	events.on( track, 'keydown', onKey );
	events.on( track, 'pointerdown', onDown );
	events.on( track, 'pointermove', onMove );
	events.on( track, 'pointerup', onUp );
	events.on( track, 'pointercancel', onUp );
	const onChange = ( detail: ChangeDetail ) => mark( detail.to.index );
	module.on( 'beforeChange', onChange );
	module.on( 'afterChange', onChange );
	render( 0 );
	mark();

	return {
		get buttons() {
			return buttons;
		},
		get first() {
			return first;
		},
		setTabStop( on ) {
			tabStop = on;
			mark();
		},
		destroy() {
			module.off( 'beforeChange', onChange );
			module.off( 'afterChange', onChange );
			events.clear();
			viewport.remove();
		},
	};
}
