import type { CSSProperties } from 'react';
import { __ } from '../../i18n/visitor';
import type { LayerView } from '../../schema/layer-view';
import { useLayoutView } from '../layout-context';
import { MediaBox } from './MediaBox';

/** Device level 4 is mobile (spec section 3, size classes). */
const MOBILE_LEVEL = 4;

interface MediaLayerProps {
	layer: LayerView;
	attributes: Record< string, unknown >;
	style: CSSProperties;
	inner?: string;
}

/**
 * A video or audio layer: its player, or its poster where no player runs (the editor's
 * canvas, a layer without a source, a phone told to show the poster instead).
 *
 * @param props            The layer, its attributes and box.
 * @param props.layer
 * @param props.attributes
 * @param props.style
 * @param props.inner
 */
export function MediaLayer( {
	layer,
	attributes,
	style,
	inner,
}: MediaLayerProps ) {
	const { level, editMode } = useLayoutView();
	const media = layer.media;
	const mobile = level === MOBILE_LEVEL;
	const posterSrc = media?.poster?.src || layer.content.poster;
	const poster = mobile && media?.poster?.noOnMobile ? undefined : posterSrc;
	const audio = layer.type === 'audio';
	const label =
		layer.acc?.label ||
		layer.alias ||
		( audio ? __( 'Audio', 'stagecraft' ) : __( 'Video', 'stagecraft' ) );
	const posterOnly = mobile && media?.poster?.insteadVideo && posterSrc;
	if ( media?.src && ! editMode && ! posterOnly ) {
		return (
			<MediaBox
				media={ { ...media, type: audio ? 'audio' : media.type } }
				attributes={ attributes }
				style={ style }
				poster={ poster }
				label={ label }
			/>
		);
	}
	return (
		<div
			{ ...attributes }
			style={ style }
			data-media-placeholder=""
			data-media-source={ media?.src || undefined }
		>
			{ posterSrc ? (
				<img
					className={ inner }
					src={ posterSrc }
					alt=""
					decoding="async"
				/>
			) : (
				<span className="stagecraft-module__media-label">
					{ audio
						? __( 'Audio', 'stagecraft' )
						: __( 'Video', 'stagecraft' ) }
				</span>
			) }
			{ editMode && media?.src && (
				// The editor's canvas names the source it will play.
				<span className="stagecraft-module__media-source">
					{ media.src }
				</span>
			) }
		</div>
	);
}
