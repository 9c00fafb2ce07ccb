// React's parts for layers drawn from files (./layers/media-parts.ts): fetched before the first
// draw when the module's slides have such layers (renderStage.prepare), and by the layer itself
// when it comes without them (a slide whose layers the page sent later).
import { useEffect, useState } from 'react';
import type { SlideView } from '../schema/slide-view';

export type LayerParts = typeof import( './layers/media-parts' );

const FILE_LAYERS: readonly string[] = [ 'video', 'audio', 'svg' ];

let parts: LayerParts | null = null;
let loading: Promise< LayerParts > | null = null;

/** Fetches the parts once (again after a failure). */
export function loadLayerParts(): Promise< LayerParts > {
	if ( ! loading ) {
		loading = import(
			/* webpackChunkName: "module/layer-media" */ './layers/media-parts'
		).then( ( chunk ) => ( parts = chunk ) );
		loading.catch( () => {
			loading = null;
		} );
	}
	return loading;
}

/**
 * Whether a layer type is drawn by the parts.
 *
 * @param type The layer's type.
 */
export const isFileLayer = ( type: string ): boolean =>
	FILE_LAYERS.includes( type );

/**
 * Whether slides need the parts: a video, audio or svg layer, or a background video.
 *
 * @param slides The slides.
 */
export function needsLayerParts( slides: readonly SlideView[] ): boolean {
	return slides.some(
		( slide ) =>
			Boolean( slide.bg.video?.src ) ||
			slide.layers.some( ( layer ) => isFileLayer( layer.type ) )
	);
}

/**
 * The parts when `needed`: at once when loaded, else after fetching them.
 *
 * @param needed Whether the caller draws one of them.
 */
export function useLayerParts( needed: boolean ): LayerParts | null {
	const [ loaded, setLoaded ] = useState( parts );
	useEffect( () => {
		if ( ! needed || loaded ) {
			return;
		}
		let live = true;
		loadLayerParts().then(
			( chunk ) => live && setLoaded( chunk ),
			() => undefined
		);
		return () => {
			live = false;
		};
	}, [ needed, loaded ] );
	return needed ? loaded : null;
}
