import type { Carousel } from '../../schema/settings/carousel';
import type { SlideView } from '../../schema/slide-view';
import type { EventStore } from '../events/store';
import { currentLevelIndex } from '../layout/level';
import {
	CAROUSEL_LERP,
	closestSlide,
	easeOf,
	offsetsAt,
	positionOf,
	slideAt,
	unitsAt,
	positionFor,
	slotSize,
	trackOf,
	windowOf,
} from './math';
import { createWindowStore } from './window';
import type { CarouselWindowStore } from './window';

export interface EngineOptions {
	stage: HTMLElement;
	slides: readonly SlideView[];
	/** Normalised carousel settings. */
	settings: Carousel;
	vertical: boolean;
	/** Moves without animation. */
	reducedMotion: boolean;
	/** The slide focused first. */
	first: number;
	store: EventStore;
}

export interface CarouselEngine {
	/** Which slides are in the visible window, for the renderer. */
	readonly window: CarouselWindowStore;
	/** One slide step (slide and space) along the axis, px. */
	readonly step: number;
	/** The track position under the focus point, as drawn. */
	readonly position: number;
	/** The slide closest to the focus point now. */
	closest: ( position?: number ) => number;
	/**
	 * Scrolls a slide under the focus point (direction 1 forward, -1 backward, 0 shorter);
	 * resolves when it arrives or when a drag takes over.
	 */
	scrollTo: ( index: number, direction?: -1 | 0 | 1 ) => Promise< void >;
	/** Scrolls to a track position (a free carousel's momentum). */
	glide: ( position: number ) => Promise< void >;
	/** The track the drag asks for: drawn a tenth closer each frame. */
	follow: ( position: number ) => void;
	/** Stops any scroll where it is (a drag starts). */
	hold: () => void;
	/** Places every drawn slide again (new slides, a new size). */
	draw: () => void;
	destroy: () => void;
}

const SLIDE = '.stagecraft-module__slide[data-slide-index]';

/**
 * The carousel's track: measures the stage, places each slide by its offset from the focus
 * point (written as CSS custom properties; the stylesheet turns them into the falloff and
 * spin transforms, the same way it lays out the server's first window) and runs its own
 * frame loop for scrolls and drags. It knows nothing of React.
 *
 * @param options Stage, slides and settings.
 */
export function createCarouselEngine( options: EngineOptions ): CarouselEngine {
	const { stage, slides, settings, vertical, store } = options;
	const { infinity } = settings;
	// The device level's visible slides, space, own widths and alignment (the stylesheet's
	// media queries pick the same level); read again when the viewport crosses a breakpoint.
	let level = -1;
	let shown = 0;
	let maxV = 1;
	let space = 0;
	let justify = false;
	// Where the focused slide sits: -1 left, 0 centre, 1 right.
	let edge = 0;
	let lo = 0;
	let hi = 0;
	// An endless track wraps around the middle of the window (aligned left, it is ahead).
	let middle = 0;
	const ease = easeOf( settings.ease );
	const visibleWindow = createWindowStore();
	let stageLength = 0;
	let sizes: number[] = [];
	// Slides with a width of their own (justify); the others fill their slot.
	const owned: boolean[] = [];
	let anchors: number[] = [];
	let length = 0;
	let step = 1;
	// Drawn position, and where it is heading.
	let position = 0;
	let target = 0;
	let tween: {
		from: number;
		to: number;
		start: number | null;
		resolve: () => void;
	} | null = null;
	let following = false;
	let cancelFrame: ( () => void ) | null = null;

	function ownSize( slide: SlideView, cross: number ): number | null {
		const image = slide.bg.image;
		if ( ! image?.width || ! image.height ) {
			return null;
		}
		const ratio = vertical
			? image.height / image.width
			: image.width / image.height;
		return Math.min( stageLength, cross * ratio );
	}

	// A count shown that the stylesheet sets (a page slider's, per width: spec site.md
	// section 9) is that many slots, an even count too: the module's maxV rule (odd, for a
	// centred focus) is for modules authored in the editor. 0 when none is set.
	function shownByStyle(): number {
		const value = parseInt(
			store.win
				.getComputedStyle( stage )
				.getPropertyValue( '--stagecraft-shown' ),
			10
		);
		return value >= 1 ? value : 0;
	}

	function pickLevel() {
		level = currentLevelIndex( store.win );
		shown = shownByStyle();
		maxV = shown || ( settings.maxV[ level ] ?? settings.maxV[ 0 ] );
		space = settings.space[ level ] ?? settings.space[ 0 ];
		justify = settings.justify[ level ] ?? settings.justify[ 0 ];
		const align = settings.align[ level ] ?? settings.align[ 0 ];
		edge = { left: -1, center: 0, right: 1 }[ align ];
		( { lo, hi } = windowOf( maxV, align ) );
		middle = ( lo + hi ) / 2;
	}

	function measure() {
		pickLevel();
		stageLength = vertical ? stage.clientHeight : stage.clientWidth;
		const cross = vertical ? stage.clientWidth : stage.clientHeight;
		const slot = slotSize( stageLength, maxV, space );
		const own = slides.map( ( slide ) =>
			justify ? ownSize( slide, cross ) : null
		);
		owned.splice(
			0,
			owned.length,
			...own.map( ( size ) => size !== null )
		);
		sizes = own.map( ( size ) => size ?? slot );
		const track = trackOf( sizes, space );
		// Positions are kept in slides across a resize or a new level (whose slots and space
		// differ), so the focus (and a scroll under way) stays where it is.
		const was = { anchors, length };
		const inSlides = ( at: number ) => {
			const laps =
				was.length > 0
					? Math.floor( ( at - was.anchors[ 0 ] ) / was.length )
					: 0;
			const units = slideAt( was.anchors, at, was.length );
			return () => positionOf( anchors, units, length ) + laps * length;
		};
		const kept =
			was.anchors.length > 0
				? [ position, target, tween?.from ?? 0, tween?.to ?? 0 ].map(
						inSlides
					)
				: null;
		// The point of each slide that sits at the focus: its start when aligned left, its
		// end when aligned right, its centre otherwise; so the whole track moves as one.
		anchors = track.centres.map(
			( centre, index ) => centre + ( edge * sizes[ index ] ) / 2
		);
		length = infinity ? track.length : 0;
		step = justify
			? track.length / Math.max( 1, slides.length )
			: slot + space;
		if ( kept ) {
			const [ now, aim, from, to ] = kept.map( ( restore ) => restore() );
			position = now;
			target = aim;
			if ( tween ) {
				tween.from = from;
				tween.to = to;
			}
		}
	}

	function draw() {
		const offsets = offsetsAt( anchors, position, length, middle * step );
		const units = unitsAt(
			slides.length,
			slideAt( anchors, position, length ),
			length > 0,
			middle
		);
		stage.querySelectorAll< HTMLElement >( SLIDE ).forEach( ( element ) => {
			const index = Number( element.dataset.slideIndex );
			if ( units[ index ] === undefined ) {
				return;
			}
			element.style.setProperty(
				'--stagecraft-u',
				units[ index ].toFixed( 4 )
			);
			if ( justify ) {
				element.style.setProperty(
					'--stagecraft-x',
					`${ (
						offsets[ index ] +
						( edge * ( stageLength - sizes[ index ] ) ) / 2
					).toFixed( 2 ) }px`
				);
			} else if ( element.style.getPropertyValue( '--stagecraft-x' ) ) {
				// A level without justify: the stylesheet places it by its offset.
				element.style.removeProperty( '--stagecraft-x' );
			}
			if ( owned[ index ] ) {
				element.style.setProperty(
					'--stagecraft-own',
					`${ sizes[ index ] }px`
				);
			}
		} );
		visibleWindow.set(
			units.flatMap( ( unit, index ) => {
				const slot = Math.round( unit );
				return slot >= lo && slot <= hi ? [ index ] : [];
			} )
		);
	}

	function frame( time: number ) {
		cancelFrame = null;
		if ( tween ) {
			tween.start ??= time;
			const duration = options.reducedMotion ? 0 : settings.dur;
			const progress =
				duration > 0
					? Math.min( 1, ( time - tween.start ) / duration )
					: 1;
			position =
				tween.from + ( tween.to - tween.from ) * ease( progress );
			if ( progress >= 1 ) {
				const done = tween.resolve;
				tween = null;
				done();
			}
		} else if ( following ) {
			position +=
				( target - position ) *
				( options.reducedMotion ? 1 : CAROUSEL_LERP );
			if ( Math.abs( target - position ) < 0.5 ) {
				position = target;
			}
		}
		draw();
		if ( tween || ( following && position !== target ) ) {
			cancelFrame = store.frame( frame );
		}
	}

	function run() {
		cancelFrame ??= store.frame( frame );
	}

	function scrollToPosition( to: number ): Promise< void > {
		following = false;
		tween?.resolve();
		return new Promise( ( resolve ) => {
			tween = { from: position, to, start: null, resolve };
			target = to;
			run();
		} );
	}

	measure();
	position = positionFor( anchors, 0, options.first, length );
	target = position;

	// The stage's own window (the editor's canvas is an iframe).
	const { ResizeObserver: Resize, MutationObserver: Mutation } =
		store.win as Window & typeof globalThis;
	const resize = Resize
		? new Resize( () => {
				measure();
				draw();
			} )
		: null;
	resize?.observe( stage );
	// A new level (or count shown) whose box keeps its size (a fixed-width column) is laid
	// out anew too, before the frame is painted, so the window changes without a jump.
	store.on( store.win, 'resize', () => {
		if (
			currentLevelIndex( store.win ) !== level ||
			shownByStyle() !== shown
		) {
			measure();
			draw();
		}
	} );
	// Slides the renderer draws later (prepared as they come near) are placed at once.
	const added = new Mutation( draw );
	added.observe( stage, { childList: true } );

	return {
		window: visibleWindow,
		get step() {
			return step;
		},
		get position() {
			return position;
		},
		closest: ( at = position ) => closestSlide( anchors, at, length ),
		scrollTo: ( index, direction = 0 ) =>
			scrollToPosition(
				positionFor( anchors, position, index, length, direction )
			),
		glide: ( to ) => scrollToPosition( clampTrack( to ) ),
		follow( to ) {
			tween?.resolve();
			tween = null;
			following = true;
			target = clampTrack( to );
			run();
		},
		hold() {
			tween?.resolve();
			tween = null;
			following = false;
			target = position;
		},
		draw,
		destroy() {
			tween?.resolve();
			cancelFrame?.();
			resize?.disconnect();
			added.disconnect();
		},
	};

	// A bounded track stops at its first and last slide, with a little give beyond.
	function clampTrack( to: number ): number {
		if ( length > 0 || anchors.length === 0 ) {
			return to;
		}
		const first = anchors[ 0 ];
		const last = anchors[ anchors.length - 1 ];
		const give = step / 3;
		return Math.min( last + give, Math.max( first - give, to ) );
	}
}
