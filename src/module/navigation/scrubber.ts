import { __, sprintf } from '../../i18n/visitor';
import type { NavElement } from '../../schema/navigation';
import { partStore } from '../events/store';
import type { EventStore, Remove } from '../events/store';
import type { ChangeDetail } from '../events/types';
import type { PauseCause } from '../slideshow/slideshow';
import type { ModuleControls } from '../types';
import { NAV_HIDE_DELAY, SCRUBBER_CHANGE_DELAY } from './constants';
import { itemSize, outerSpace } from './place';
import type { OuterSpace } from './place';
import { easeOut, lerpStep, resistEdges, throwScrubber } from './scrub';
import { shell } from './shell';
import type { NavPart } from './shell';

/** How navigation holds autoplay: scrubber hover, for one. */
export interface AutoplayHold {
	hold: ( cause: PauseCause ) => void;
	release: ( cause: PauseCause ) => void;
}

export interface ScrubberOptions {
	element: NavElement;
	order: readonly number[];
	player: AutoplayHold;
	reducedMotion: boolean;
	space?: OuterSpace;
	/** The module's event store. */
	store?: EventStore;
}

/**
 * The draggable scrubber: a strip of slide marks under a fixed marker.
 * Dragging moves it (with edge resistance), a release throws it and it
 * snaps to a slide, which is shown 0.2 s later; the display follows with a
 * 0.2 lerp. Hovering it holds autoplay, 5 s idle releases it. For keyboard
 * users it is an APG slider (arrows, Home, End).
 *
 * @param root    The module element.
 * @param module  The module API.
 * @param options Settings, navigation order and the autoplay hold.
 */
export function createScrubber(
	root: HTMLElement,
	module: Pick< ModuleControls, 'goTo' | 'current' | 'on' | 'off' >,
	options: ScrubberOptions
): NavPart {
	const { element, order, player } = options;
	const events = partStore( root, options.store );
	const last = order.length - 1;
	const step = itemSize( 'scrubber', element ).w;
	const node = shell(
		document.createElement( 'div' ),
		'scrubber',
		element,
		options.space ?? outerSpace( { scrubber: element } )
	);
	node.classList.add( `is-${ element.tp ?? 'vlines' }` );
	node.style.height = `${ itemSize( 'scrubber', element ).h }px`;
	const slider = document.createElement( 'div' );
	slider.className = 'stagecraft-scrubber';
	slider.tabIndex = 0;
	slider.setAttribute( 'role', 'slider' );
	slider.setAttribute(
		'aria-label',
		__( 'Scrub through slides', 'stagecraft' )
	);
	slider.setAttribute( 'aria-valuemin', '1' );
	slider.setAttribute( 'aria-valuemax', String( order.length ) );
	const track = document.createElement( 'div' );
	track.className = 'stagecraft-scrubber__track';
	const marks = order.map( () => {
		const mark = document.createElement( 'span' );
		mark.className = 'stagecraft-scrubber__mark';
		mark.style.width = `${ step }px`;
		track.append( mark );
		return mark;
	} );
	const marker = document.createElement( 'span' );
	marker.className = 'stagecraft-scrubber__marker';
	slider.append( track, marker );
	node.append( slider );
	root.append( node );

	const currentPosition = () =>
		Math.max( 0, order.indexOf( module.current()?.index ?? order[ 0 ] ) );
	let shown = currentPosition();
	let target = shown;
	let frame: Remove | null = null;
	let drag: {
		x: number;
		from: number;
		lastX: number;
		lastTime: number;
		velocity: number;
	} | null = null;
	let tween: { from: number; to: number; start: number; ms: number } | null =
		null;
	let changeTimer: Remove | undefined;
	let idleTimer: Remove | undefined;

	function draw() {
		track.style.transform = `translateX(${ -( shown * step + step / 2 ) }px)`;
		const position = Math.round( shown );
		marks.forEach( ( mark, index ) =>
			mark.classList.toggle( 'is-current', index === position )
		);
		slider.setAttribute( 'aria-valuenow', String( position + 1 ) );
		/* translators: 1: slide number, 2: number of slides. */
		const text = __( 'Slide %1$d of %2$d', 'stagecraft' );
		slider.setAttribute(
			'aria-valuetext',
			sprintf( text, position + 1, order.length )
		);
	}

	function tick( time: number ) {
		frame = null;
		if ( tween ) {
			if ( tween.start < 0 ) {
				tween.start = time;
			}
			const t = tween.ms > 0 ? ( time - tween.start ) / tween.ms : 1;
			target =
				tween.from +
				( tween.to - tween.from ) * easeOut( Math.max( 0, t ) );
			if ( t >= 1 ) {
				target = tween.to;
				tween = null;
			}
		}
		shown = options.reducedMotion ? target : lerpStep( shown, target );
		draw();
		if ( shown !== target || tween || drag ) {
			frame = events.frame( tick );
		}
	}

	function animate() {
		frame ??= events.frame( tick );
	}

	function choose( position: number ) {
		changeTimer?.();
		// Spec section 9: the slide changes 0.2 s after the scrubber settles.
		changeTimer = events.timeout( () => {
			const slide = order[ position ];
			if ( slide !== module.current()?.index ) {
				module.goTo( slide );
			}
		}, SCRUBBER_CHANGE_DELAY );
	}

	const onDown = ( event: PointerEvent ) => {
		if ( event.button !== 0 ) {
			return;
		}
		// The module's swipe must not see a scrub.
		event.stopPropagation();
		slider.setPointerCapture?.( event.pointerId );
		tween = null;
		drag = {
			x: event.clientX,
			from: shown,
			lastX: event.clientX,
			lastTime: event.timeStamp,
			velocity: 0,
		};
	};
	const onMove = ( event: PointerEvent ) => {
		wake();
		if ( ! drag ) {
			return;
		}
		const dt = ( event.timeStamp - drag.lastTime ) / 1000;
		if ( dt > 0 ) {
			// Dragging left brings later slides under the marker.
			drag.velocity = -( event.clientX - drag.lastX ) / dt;
		}
		drag.lastX = event.clientX;
		drag.lastTime = event.timeStamp;
		target = resistEdges(
			drag.from - ( event.clientX - drag.x ) / step,
			last
		);
		animate();
	};
	const onUp = () => {
		if ( ! drag ) {
			return;
		}
		const thrown = throwScrubber( target, drag.velocity, step, last );
		drag = null;
		tween = {
			from: target,
			to: thrown.to,
			start: -1,
			ms: options.reducedMotion ? 0 : thrown.duration * 1000,
		};
		animate();
		choose( thrown.to );
	};
	const onKey = ( event: KeyboardEvent ) => {
		const position = Math.round( target );
		const keys: Record< string, number > = {
			ArrowLeft: position - 1,
			ArrowDown: position - 1,
			ArrowRight: position + 1,
			ArrowUp: position + 1,
			Home: 0,
			End: last,
		};
		if ( ! ( event.key in keys ) ) {
			return;
		}
		// The module's own keyboard navigation must not act twice.
		event.preventDefault();
		event.stopPropagation();
		const next = Math.min( last, Math.max( 0, keys[ event.key ] ) );
		target = next;
		animate();
		choose( next );
	};

	// Hover holds autoplay; idle (no movement for the scrubber's 5 s) releases it.
	function wake() {
		player.hold( 'scrubber' );
		idleTimer?.();
		idleTimer = events.timeout(
			() => player.release( 'scrubber' ),
			NAV_HIDE_DELAY.scrubber
		);
	}
	const onLeave = () => {
		idleTimer?.();
		player.release( 'scrubber' );
	};
	const onChange = ( detail: ChangeDetail ) => {
		const position = order.indexOf( detail.to.index );
		if ( position >= 0 && ! drag ) {
			tween = null;
			target = position;
			animate();
		}
	};

	events.on( slider, 'pointerdown', onDown );
	events.on( slider, 'pointermove', onMove );
	events.on( slider, 'pointerup', onUp );
	events.on( slider, 'pointercancel', onUp );
	events.on( slider, 'keydown', onKey );
	events.on( node, 'pointerenter', wake );
	events.on( node, 'pointerleave', onLeave );
	module.on( 'beforeChange', onChange );
	draw();

	return {
		nodes: [ node ],
		setTabStop( on ) {
			slider.tabIndex = on ? 0 : -1;
		},
		destroy() {
			events.clear();
			player.release( 'scrubber' );
			module.off( 'beforeChange', onChange );
			node.remove();
		},
	};
}
