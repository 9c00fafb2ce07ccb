import { gradientCss } from '../../loaders/gradient';
import { gradientSchema } from '../../schema/gradient';

type Bag = Record< string, unknown >;

const bag = ( value: unknown ): Bag | undefined =>
	value && typeof value === 'object' ? ( value as Bag ) : undefined;

// Ids compared as text: no selector escaping needed (and jsdom has no CSS.escape).
const byData = ( parent: HTMLElement, key: string, id: unknown ) =>
	Array.from(
		parent.querySelectorAll< HTMLElement >( `[data-${ key }-id]` )
	).find(
		( el ) => el.getAttribute( `data-${ key }-id` ) === String( id )
	) ?? null;

function paint( el: HTMLElement | null, gradient: unknown ) {
	const parsed = gradientSchema.safeParse( gradient );
	if ( ! el || ! parsed.success ) {
		return;
	}
	const css = gradientCss( parsed.data );
	if ( parsed.data.type === 'solid' ) {
		el.style.backgroundColor = css;
	} else if ( css ) {
		el.style.backgroundImage = css;
	}
}

/**
 * Paints the gradients of slide and layer backgrounds (bg.gradient of the
 * reply) onto the mounted slides: under the background image, so it also
 * shows where that image failed.
 *
 * @param stage The element holding the slides.
 * @param raw   The reply as loaded (the view schema does not carry gradients).
 */
export function applyGradients( stage: HTMLElement, raw: unknown ) {
	const slides = bag( raw )?.slides;
	if ( ! Array.isArray( slides ) ) {
		return;
	}
	for ( const slide of slides.map( bag ) ) {
		const slideEl = slide ? byData( stage, 'slide', slide.id ) : null;
		if ( ! slide || ! slideEl ) {
			continue;
		}
		paint( slideEl, bag( slide.bg )?.gradient );
		const layers = Array.isArray( slide.layers ) ? slide.layers : [];
		for ( const layer of layers.map( bag ) ) {
			const gradient = bag( layer?.bg )?.gradient;
			if ( gradient ) {
				paint( byData( slideEl, 'layer', layer?.id ), gradient );
			}
		}
	}
}
