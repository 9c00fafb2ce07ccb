import { __ } from '../../i18n/visitor';
import type { ProgressBar } from '../../schema/settings/carousel';
import { partStore } from '../events/store';
import type { EventStore, Remove } from '../events/store';
import type { ModuleControls } from '../types';
import { outerVar, place } from './place';
import type { Align } from './place';

/** The slideshow's clock for the current slide, as the player reports it. */
export interface SlideProgress {
	/** ms of the current slide's length gone by (0 while a change runs). */
	elapsed: number;
	/** The current slide's length, ms. */
	length: number;
	/** Autoplay runs and nothing holds it. */
	playing: boolean;
	/** Autoplay is on (it may be held). */
	running: boolean;
	/** The visitor paused it (pause button, progress toggle, API). */
	userHeld: boolean;
}

export interface ProgressSource {
	progress: () => SlideProgress;
	/**
	 * Calls back whenever the visitor's play or pause choice may have changed,
	 * including when no pause event fires (another cause already held it).
	 */
	subscribe?: ( listener: () => void ) => () => void;
}

/**
 * The toggle's label: what pressing it does, as the APG rotation control
 * says it (the label changes, so no aria-pressed), the same test as the
 * module's play control.
 *
 * @param clock The slideshow clock.
 */
export function toggleLabel(
	clock: Pick< SlideProgress, 'running' | 'userHeld' >
): string {
	return clock.running && ! clock.userHeld
		? __( 'Pause slideshow', 'stagecraft' )
		: __( 'Start slideshow', 'stagecraft' );
}

/**
 * Share of the current slide done, 0 … 1.
 *
 * @param p The slideshow clock.
 */
export function slideShare( p: Pick< SlideProgress, 'elapsed' | 'length' > ) {
	return p.length > 0
		? Math.min( 1, Math.max( 0, p.elapsed / p.length ) )
		: 0;
}

/**
 * Share of the whole module done: whole slides behind plus the current share.
 *
 * @param position Position of the current slide in the play order.
 * @param count    Slides in the play order.
 * @param share    Share of the current slide.
 */
export function wholeShare( position: number, count: number, share: number ) {
	return count > 0
		? Math.min( 1, ( Math.max( 0, position ) + share ) / count )
		: 0;
}

/**
 * How full one slide's segment of a whole-module bar is.
 *
 * @param segment  The segment's position.
 * @param position The current slide's position.
 * @param share    Share of the current slide.
 */
export function segmentFill(
	segment: number,
	position: number,
	share: number
) {
	if ( segment < position ) {
		return 1;
	}
	return segment === position ? share : 0;
}

/**
 * stroke-dashoffset of a circular bar: the circumference left undrawn.
 *
 * @param radius Circle radius, px.
 * @param share  0 … 1.
 */
export function circleOffset( radius: number, share: number ) {
	return 2 * Math.PI * radius * ( 1 - share );
}

/**
 * Alignment from a position word such as 'top', 'bottom-right' or 'center'.
 *
 * @param position The setting.
 * @param x        Horizontal offset, px.
 * @param y        Vertical offset, px.
 */
export function alignFromPosition(
	position: string,
	x: number,
	y: number
): Align {
	let h: Align[ 'h' ] = 'center';
	let v: Align[ 'v' ] = 'middle';
	if ( position.includes( 'left' ) ) {
		h = 'left';
	} else if ( position.includes( 'right' ) ) {
		h = 'right';
	}
	if ( position.includes( 'top' ) ) {
		v = 'top';
	} else if ( position.includes( 'bottom' ) ) {
		v = 'bottom';
	}
	return { h, v, x, y };
}

const SVG = 'http://www.w3.org/2000/svg';

export interface ProgressOptions {
	settings: ProgressBar;
	player: ProgressSource;
	/** Play order, for the whole-module base. */
	order: readonly number[];
	/** The module's event store. */
	store?: EventStore;
}

/**
 * The progress bar (spec section 3, pbar): horizontal, vertical or a circle
 * drawn clockwise or counter-clockwise, for the current slide or the whole
 * module. It reads the slideshow's own clock every frame while it runs, so
 * it stops when the slideshow pauses. It is also the progress toggle: a
 * button that pauses and resumes the slideshow.
 *
 * @param root    The module element.
 * @param module  The module API.
 * @param options Settings, the clock and the play order.
 */
export function createProgress(
	root: HTMLElement,
	module: Pick< ModuleControls, 'pause' | 'play' | 'current' | 'on' | 'off' >,
	options: ProgressOptions
) {
	const { settings, player, order } = options;
	const listeners = partStore( root, options.store );
	const type = settings.type ?? 'horizontal';
	const whole = settings.base === 'whole';
	const size = settings.size ?? 5;
	const circle = type === 'cw' || type === 'ccw';
	const button = document.createElement( 'button' );
	button.type = 'button';
	button.className = `stagecraft-progress stagecraft-progress--${ type }`;
	button.style.setProperty( '--stagecraft-progress-size', `${ size }px` );
	if ( settings.color ) {
		button.style.setProperty(
			'--stagecraft-progress-color',
			settings.color
		);
	}
	if ( settings.bg ) {
		button.style.setProperty( '--stagecraft-progress-bg', settings.bg );
	}
	const fills: Array< HTMLElement | SVGCircleElement > = [];
	const radius = settings.radius ?? ( circle ? 20 : 0 );

	if ( circle ) {
		const box = 2 * radius + size;
		place(
			button,
			alignFromPosition(
				settings.position ?? 'top-right',
				settings.x ?? 20,
				settings.y ?? 20
			),
			null
		);
		button.style.width = `${ box }px`;
		button.style.height = `${ box }px`;
		const svg = document.createElementNS( SVG, 'svg' );
		svg.setAttribute( 'viewBox', `0 0 ${ box } ${ box }` );
		svg.setAttribute( 'aria-hidden', 'true' );
		const ring = ( className: string ) => {
			const node = document.createElementNS( SVG, 'circle' );
			node.setAttribute( 'class', className );
			node.setAttribute( 'cx', String( box / 2 ) );
			node.setAttribute( 'cy', String( box / 2 ) );
			node.setAttribute( 'r', String( radius ) );
			node.setAttribute( 'stroke-width', String( size ) );
			svg.append( node );
			return node;
		};
		ring( 'stagecraft-progress__bg' );
		const fill = ring( 'stagecraft-progress__fill' );
		fill.setAttribute( 'stroke-dasharray', String( 2 * Math.PI * radius ) );
		fills.push( fill );
		button.append( svg );
	} else {
		const vertical = type === 'vertical';
		const position = settings.position ?? ( vertical ? 'left' : 'bottom' );
		const { style } = button;
		style.position = 'absolute';
		const offset = vertical ? ( settings.x ?? 0 ) : ( settings.y ?? 0 );
		if ( vertical ) {
			const side = position.includes( 'right' ) ? 'right' : 'left';
			style.setProperty(
				side,
				`calc(${ outerVar( side ) } + ${ offset }px)`
			);
			style.top = outerVar( 'top' );
			style.bottom = outerVar( 'bottom' );
		} else {
			const side = position.includes( 'top' ) ? 'top' : 'bottom';
			style.setProperty(
				side,
				`calc(${ outerVar( side ) } + ${ offset }px)`
			);
			style.left = outerVar( 'left' );
			style.right = outerVar( 'right' );
		}
		style.gap = `${ whole ? ( settings.gap ?? 0 ) : 0 }px`;
		if ( settings.gapColor ) {
			style.setProperty( '--stagecraft-progress-gap', settings.gapColor );
		}
		const segments = whole && ( settings.gap ?? 0 ) > 0 ? order.length : 1;
		for ( let i = 0; i < segments; i++ ) {
			const segment = document.createElement( 'span' );
			segment.className = 'stagecraft-progress__segment';
			segment.style.borderRadius = `${ radius }px`;
			const fill = document.createElement( 'span' );
			fill.className = 'stagecraft-progress__fill';
			segment.append( fill );
			button.append( segment );
			fills.push( fill );
		}
	}
	root.append( button );

	let frame: Remove | null = null;
	function draw() {
		const clock = player.progress();
		const share = slideShare( clock );
		const position = order.indexOf( module.current()?.index ?? -1 );
		const value = whole
			? wholeShare( position, order.length, share )
			: share;
		if ( circle ) {
			fills[ 0 ].setAttribute(
				'stroke-dashoffset',
				String( circleOffset( radius, value ) )
			);
		} else if ( fills.length > 1 ) {
			fills.forEach( ( fill, segment ) => {
				( fill as HTMLElement ).style.transform = scale(
					type,
					segmentFill( segment, position, share )
				);
			} );
		} else {
			( fills[ 0 ] as HTMLElement ).style.transform = scale(
				type,
				value
			);
		}
		button.setAttribute( 'aria-label', toggleLabel( clock ) );
		button.classList.toggle( 'is-paused', ! clock.playing );
		return clock.playing;
	}
	function tick() {
		frame = draw() ? listeners.frame( tick ) : null;
	}
	// Draws now (labels follow at once) and keeps drawing while it plays.
	function wake() {
		frame?.();
		tick();
	}
	const onToggle = () => {
		const clock = player.progress();
		if ( clock.running && ! clock.userHeld ) {
			module.pause();
		} else {
			module.play();
		}
		wake();
	};
	const events = [
		'pause',
		'resume',
		'beforeChange',
		'afterChange',
		'ended',
		'finished',
	] as const;
	events.forEach( ( name ) => module.on( name, wake ) );
	// The play control pausing while focus already holds autoplay fires no event.
	const unsubscribe = player.subscribe?.( wake );
	listeners.on( button, 'click', onToggle );
	// With the module's play control (first in its tab order) this toggle does
	// the same: one Tab stop is enough; the pointer still uses the bar.
	if ( root.querySelector( ':scope > .stagecraft-module__play' ) ) {
		button.tabIndex = -1;
	}
	tick();

	return {
		nodes: [ button ],
		draw,
		destroy() {
			listeners.clear();
			unsubscribe?.();
			frame = null;
			events.forEach( ( name ) => module.off( name, wake ) );
			button.remove();
		},
	};
}

function scale( type: string, value: number ) {
	return type === 'vertical' ? `scaleY(${ value })` : `scaleX(${ value })`;
}
