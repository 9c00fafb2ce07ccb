import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback } from '@wordpress/element';
import type { Layer } from '../schema/layer';
import type { Slide } from '../schema/slide';
import type { StoredModule } from '../schema/module';
import { store } from './store';
import { updateLayer, updateSlide } from './store/edits';

/**
 * What panels need: the module, the selection, the level, and edits of the selected slide,
 * layer or module as one call each. `key` makes a run of edits one undo step.
 */
export function useEditor() {
	const state = useSelect( ( select ) => select( store ).state(), [] );
	const { edit } = useDispatch( store );
	const { module, slide, layer: layerId, level } = state;
	const layer =
		module?.slides[ slide ]?.layers.find( ( l ) => l.id === layerId ) ??
		null;

	const editModule = useCallback(
		( change: ( m: StoredModule ) => StoredModule, key?: string ) =>
			module && edit( change( module ), key ),
		[ edit, module ]
	);
	const editSlide = useCallback(
		( change: ( s: Slide ) => Slide, key?: string ) =>
			module && edit( updateSlide( module, slide, change ), key ),
		[ edit, module, slide ]
	);
	const editLayer = useCallback(
		( change: ( l: Layer ) => Layer, key?: string ) =>
			module &&
			layer &&
			edit( updateLayer( module, slide, layer.id, change ), key ),
		[ edit, module, slide, layer ]
	);
	return {
		state,
		module,
		slide: module?.slides[ slide ] ?? null,
		slideIndex: slide,
		layer,
		level,
		editModule,
		editSlide,
		editLayer,
	};
}
