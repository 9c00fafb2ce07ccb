import { __, sprintf } from '@wordpress/i18n';
import type { NavElement } from '../../schema/navigation';
import type { SlideView } from '../../schema/slide-view';
import { partStore } from '../events/store';
import type { EventStore } from '../events/store';
import type { ChangeDetail } from '../events/types';
import type { ModuleControls } from '../types';
import { STRIP_DURATION, TOUCH_MOVED } from './constants';

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
 * The accessible name of a slide's thumbnail or tab.
 *
 * @param slide The slide.
 * @param index Its index among the slides.
 */
export function slideLabel( slide: SlideView, index: number ): string {
	if ( ! slide.title ) {
		/* translators: %d: slide number. */
		return sprintf( __( 'Slide %d', 'stagecraft' ), index + 1 );
	}
	/* translators: 1: slide number, 2: slide title. */
	const label = __( 'Slide %1$d: %2$s', 'stagecraft' );
	return sprintf( label, index + 1, slide.title );
}

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

interface Point {
	x: number;
	y: number;
}

export interface ItemList {
	buttons: HTMLButtonElement[];
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
 * Whether a pointer moved far enough from where it went down to count as
 * a move (then releasing it is not a click).
 *
 * @param from  Where the pointer went down.
 * @param to    Where it is now.
 * @param limit Distance in px (spec: 5).
 */
export function movedPast(
	from: Point,
	to: Point,
	limit = TOUCH_MOVED
): boolean {
	return Math.hypot( to.x - from.x, to.y - from.y ) > limit;
}

/**
 * The first item of an m-item window that keeps `position` in view, as
 * centred as the ends allow.
 *
 * @param position Position of the current item.
 * @param count    Number of items.
 * @param max      Items visible at once.
 */
export function windowStart(
	position: number,
	count: number,
	max: number
): number {
	if ( count <= max || position < 0 ) {
		return 0;
	}
	const start = position - Math.floor( ( max - 1 ) / 2 );
	return Math.min( Math.max( 0, start ), count - max );
}

/**
 * The position an arrow, Home or End key moves to among the shown items,
 * wrapping at the ends as the APG tabs pattern does; -1 for another key.
 * Both arrow pairs work in either direction: the module's own arrow keys
 * (keyboard.ts) change slides with both, so a list taking only one pair
 * would let the other slip through to them.
 *
 * @param key   The key pressed.
 * @param from  Position of the focused item.
 * @param shown Whether each position is shown (hal hides slides).
 */
export function rovingTarget(
	key: string,
	from: number,
	shown: readonly boolean[]
): number {
	const count = shown.length;
	const step = ( start: number, by: number ) => {
		for ( let i = 1; i <= count; i++ ) {
			const at = ( ( ( start + by * i ) % count ) + count ) % count;
			if ( shown[ at ] ) {
				return at;
			}
		}
		return -1;
	};
	switch ( key ) {
		case 'ArrowRight':
		case 'ArrowDown':
			return step( from, 1 );
		case 'ArrowLeft':
		case 'ArrowUp':
			return step( from, -1 );
		case 'Home':
			return step( -1, 1 );
		case 'End':
			return step( count, -1 );
	}
	return -1;
}

/**
 * A row (or column) of slide buttons: bullets, thumbnails or tabs. With
 * more items than m it becomes a strip that slides (0.3 s) to keep the
 * current item in view.
 *
 * The list follows the APG tabbed carousel: a tablist of tabs, the current
 * slide's tab aria-selected. It is one Tab stop (roving tabindex); arrow
 * keys, Home and End move focus and show that slide (automatic activation,
 * as in the APG's carousel example).
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
	const max = Math.min( element.m ?? order.length, order.length );
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

	const buttons = order.map( ( slide ) => {
		const button = document.createElement( 'button' );
		button.type = 'button';
		button.setAttribute( 'role', 'tab' );
		button.tabIndex = -1;
		button.className = `stagecraft-nav__item ${ options.itemClass }`;
		button.dataset.slideIndex = String( slide );
		options.build( button, slide );
		track.append( button );
		return button;
	} );

	// One listener for every item: a module of a thousand slides made a thousand closures.
	const onClick = ( event: MouseEvent ) => {
		const target = event.target as Element | null;
		const position = buttons.indexOf(
			target?.closest?.( 'button' ) as HTMLButtonElement
		);
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

	function scrollTo( position: number ) {
		first = windowStart( position, order.length, max );
		track.style.transform = first
			? `${ vertical ? 'translateY' : 'translateX' }(calc(-${ first } * (${
					options.step
				} + ${ gap }px)))`
			: '';
	}

	const focused = () => {
		const active = container.ownerDocument.activeElement;
		return buttons.findIndex( ( button ) => button === active );
	};

	// One item takes Tab: the focused one while focus is inside, else the
	// current slide's (else the first shown), so Tab returns to where it was.
	function rove( position: number ) {
		const stop =
			position >= 0 && ! buttons[ position ].hidden
				? position
				: buttons.findIndex( ( button ) => ! button.hidden );
		buttons.forEach( ( button, at ) => {
			button.tabIndex = tabStop && at === stop ? 0 : -1;
		} );
	}

	// beforeChange names the slide coming, so the mark moves with the change.
	function mark( current = module.current()?.index ?? -1 ) {
		const shown = module.navOrder?.();
		buttons.forEach( ( button, position ) => {
			button.hidden = !! shown && ! shown.includes( order[ position ] );
			button.setAttribute(
				'aria-selected',
				order[ position ] === current ? 'true' : 'false'
			);
		} );
		const position = order.indexOf( current );
		const inside = focused();
		rove( inside >= 0 ? inside : position );
		if ( position >= 0 ) {
			scrollTo( position );
		}
	}

	const onKey = ( event: KeyboardEvent ) => {
		const from = focused();
		if (
			from < 0 ||
			event.altKey ||
			event.ctrlKey ||
			event.metaKey ||
			event.shiftKey
		) {
			return;
		}
		const to = rovingTarget(
			event.key,
			from,
			buttons.map( ( button ) => ! button.hidden )
		);
		if ( to < 0 ) {
			return;
		}
		// Handled here: the module's own arrow keys (keyboard.ts) and page scrolling stand aside.
		event.preventDefault();
		rove( to );
		buttons[ to ].focus();
		if ( order[ to ] !== module.current()?.index ) {
			module.goTo( order[ to ] );
		}
	};

	// Keyboard focus on an item outside the window brings it in.
	const onFocus = ( event: FocusEvent ) => {
		const position = buttons.indexOf( event.target as HTMLButtonElement );
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
	mark();

	return {
		buttons,
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
