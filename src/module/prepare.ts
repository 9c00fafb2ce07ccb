import type { RuntimeModule, SlidePointer } from '../schema/runtime';
import type { ModuleSettingsView } from '../schema/settings/view';
import type { Publish, SlideView } from '../schema/slide-view';
import type { DeferredLayers, LoadedModuleView } from './normalise/module-view';

/** The runtime module plus what the runtime needs of the loaded data. */
export interface PreparedModule extends RuntimeModule {
	id: number;
	alias: string;
	settings: ModuleSettingsView;
	/** The server migrated the stored data from a legacy format. */
	migrated: boolean;
	/** Some layer has a gradient background. */
	layerGradients?: boolean;
	/** Slides whose layers are fetched before they are drawn. */
	deferredLayers?: DeferredLayers;
}

export interface PrepareOptions {
	/** Current time in ms, for publish windows. */
	now?: number;
	/** Random number source, for shuffle. */
	random?: () => number;
}

// A publish bound in ms: numbers are ms, strings are dates ('2026-01-31 10:00').
function boundOf( value: string | number | undefined ): number | null {
	if ( typeof value === 'number' ) {
		return Number.isFinite( value ) ? value : null;
	}
	if ( typeof value === 'string' && /^\d+$/.test( value ) ) {
		return Number( value );
	}
	if ( typeof value !== 'string' || ! /^\d{4}-\d{2}-\d{2}/.test( value ) ) {
		return null;
	}
	// Read as local time, date-only values too (Date.parse takes those as UTC).
	const local =
		value.length === 10 ? `${ value }T00:00` : value.replace( ' ', 'T' );
	const time = Date.parse( local );
	return Number.isNaN( time ) ? null : time;
}

/**
 * Whether a slide is published at a time: state 'published' and inside its
 * window (from inclusive, to exclusive), like the server's filter.
 *
 * @param publish The slide's publish settings.
 * @param now     Time in ms.
 */
export function isPublished( publish: Publish, now: number ): boolean {
	const from = boundOf( publish.from );
	const to = boundOf( publish.to );
	return (
		publish.state === 'published' &&
		( from === null || from <= now ) &&
		( to === null || now < to )
	);
}

function shuffled( order: number[], random: () => number ): number[] {
	const result = [ ...order ];
	for ( let i = result.length - 1; i > 0; i-- ) {
		const j = Math.floor( random() * ( i + 1 ) );
		[ result[ i ], result[ j ] ] = [ result[ j ], result[ i ] ];
	}
	return result;
}

function pointer(
	slides: SlideView[],
	order: number[],
	position: number
): SlidePointer | undefined {
	if ( order.length === 0 ) {
		return undefined;
	}
	// Wraps around both ways.
	const index = order[ ( position + order.length ) % order.length ];
	return { index, slide: slides[ index ], id: slides[ index ].id };
}

/**
 * The "prepared" step of spec section 4: published slides in display order,
 * global (static) slides apart, play and navigation order, and the current,
 * previous and next slide.
 *
 * @param data    Normalised module data.
 * @param options Time and randomness, for tests.
 */
export function prepareModule(
	data: LoadedModuleView,
	options: PrepareOptions = {}
): PreparedModule {
	const now = options.now ?? Date.now();
	const { settings } = data;
	// The legacy static_slide is a global slide like the flagged ones.
	const all = data.static_slide
		? [ ...data.slides, { ...data.static_slide, global: true } ]
		: data.slides;
	const published = all
		.filter( ( slide ) => isPublished( slide.publish, now ) )
		// Stable: slides with the same order keep their stored order.
		.sort( ( a, b ) => a.order - b.order );
	const slides = published.filter( ( slide ) => ! slide.global );
	const staticSlides = published.filter( ( slide ) => slide.global );

	const inOrder = slides.map( ( _slide, index ) => index );
	const slideOrder = settings.slideshow.shuffle
		? shuffled( inOrder, options.random ?? Math.random )
		: inOrder;
	const navSlideOrder = slideOrder.filter(
		( index ) => ! slides[ index ].slideshow.hfn
	);

	const { firstSlide } = settings.slideshow;
	const wanted =
		firstSlide === 'auto' ? -1 : slideOrder.indexOf( firstSlide - 1 );
	const position = Math.max( 0, wanted );

	return {
		id: data.id,
		alias: data.alias || settings.alias || '',
		settings,
		migrated: settings.migrated,
		layerGradients: data.layerGradients,
		deferredLayers: data.deferredLayers,
		slides,
		slideOrder,
		navSlideOrder,
		staticSlides,
		current: pointer( slides, slideOrder, position ),
		prev: pointer( slides, slideOrder, position - 1 ),
		next: pointer( slides, slideOrder, position + 1 ),
	};
}
