import type { CSSProperties } from 'react';
import { inStaticRange } from '../module/statics/range';
import type { ModuleSettingsView } from '../schema/settings/view';
import type { SlideView as SlideData } from '../schema/slide-view';
import { backgroundStyle } from './background';
import { Layer } from './Layer';
import { useLayoutView } from './layout-context';
import { overlayStyle } from './overlay';

// What stays through slide changes: the module background with its overlay pattern (behind
// every slide) and the global (static) slides, behind the slides or in front of them (pos).

const FILL: CSSProperties = { position: 'absolute', inset: 0 };

/**
 * The module background: colour, gradient and image, then the overlay pattern.
 *
 * @param props    The module's background settings.
 * @param props.bg
 */
export function ModuleBackground( { bg }: { bg: ModuleSettingsView[ 'bg' ] } ) {
	const { gradientCss } = useLayoutView();
	const fill = backgroundStyle( bg, gradientCss );
	const overlay = overlayStyle( bg.overlay );
	if ( ! fill && ! bg.image?.src && ! overlay ) {
		return null;
	}
	return (
		<div
			className="stagecraft-module__module-bg"
			aria-hidden="true"
			style={ { ...FILL, zIndex: 0, ...fill } }
		>
			{ bg.image?.src && (
				<img
					src={ bg.image.src }
					width={ bg.image.width }
					height={ bg.image.height }
					alt=""
					decoding="async"
					style={ {
						...FILL,
						width: '100%',
						height: '100%',
						objectFit: 'cover',
					} }
				/>
			) }
			{ overlay && (
				<div
					className="stagecraft-module__overlay"
					data-pattern={ bg.overlay?.pattern }
					style={ { ...FILL, ...overlay } }
				/>
			) }
		</div>
	);
}

interface StaticSlideProps {
	slide: SlideData;
	/** The current slide's index, and how many slides there are. */
	current: number;
	total: number;
}

/**
 * A global slide: its layers over (or under) every slide, each only from its sStart to its
 * sEnd. The element stays through slide changes, so its layers keep playing.
 *
 * @param props         The slide, the current slide and the count.
 * @param props.slide
 * @param props.current
 * @param props.total
 */
export function StaticSlide( { slide, current, total }: StaticSlideProps ) {
	const front = slide.pos === 'front';
	const top = slide.layers.filter( ( layer ) => layer.pid === -1 );
	const placed = ( absolute: boolean ) =>
		top
			.filter(
				( layer ) => ( layer.pos.pos === 'absolute' ) === absolute
			)
			.map( ( layer ) => {
				const shown = inStaticRange( layer, current, total );
				return (
					// Out of its range the layer is gone for every reader; its own box
					// stays the Layer's (display: contents adds none).
					<div
						key={ layer.id }
						className="stagecraft-module__static-layer"
						data-static-layer={ layer.id }
						style={ {
							display: shown ? 'contents' : 'none',
							pointerEvents: 'auto',
						} }
					>
						<Layer layer={ layer } all={ slide.layers } />
					</div>
				);
			} );
	return (
		<div
			className={ `stagecraft-module__static is-${
				front ? 'front' : 'back'
			}` }
			data-static-slide={ slide.id }
			// Above the current slide (1) and the leaving one, or under both.
			style={ {
				...FILL,
				inset: 'var(--stagecraft-padding, 0)',
				zIndex: front ? 2 : 0,
				pointerEvents: 'none',
			} }
		>
			<div className="stagecraft-module__layers">{ placed( false ) }</div>
			<div className="stagecraft-module__grid">{ placed( true ) }</div>
		</div>
	);
}
