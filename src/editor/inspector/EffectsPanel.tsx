import { PanelBody } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { NumberField } from '../components/fields';
import { useEditor } from '../use-editor';

type Group = 'mouse' | 'scroll';

const read = ( value: unknown ) =>
	typeof value === 'number' ? value : undefined;

/**
 * A layer's pointer and scroll effects (mod): mouse parallax depth, scroll
 * parallax depth and scroll fade. Off on touch screens and under reduced motion.
 */
export function EffectsPanel() {
	const { layer, editLayer } = useEditor();
	if ( ! layer ) {
		return null;
	}
	const set = ( group: Group, field: string, value: number ) =>
		editLayer(
			( l ) => ( {
				...l,
				mod: {
					...l.mod,
					[ group ]: { ...l.mod?.[ group ], [ field ]: value },
				},
			} ),
			`mod-${ layer.id }-${ group }-${ field }`
		);
	return (
		<PanelBody
			title={ __( 'Pointer and scroll effects', 'stagecraft' ) }
			initialOpen={ false }
		>
			<NumberField
				label={ __( 'Follows the pointer (depth)', 'stagecraft' ) }
				field="mod.mouse.d"
				value={ read( layer.mod?.mouse?.d ) }
				onChange={ ( d ) => set( 'mouse', 'd', d ) }
			/>
			<NumberField
				label={ __( 'Drifts with the scroll (depth)', 'stagecraft' ) }
				field="mod.scroll.d"
				value={ read( layer.mod?.scroll?.d ) }
				onChange={ ( d ) => set( 'scroll', 'd', d ) }
			/>
			<NumberField
				label={ __( 'Fades with the scroll', 'stagecraft' ) }
				field="mod.scroll.fade"
				value={ read( layer.mod?.scroll?.fade ) }
				min={ 0 }
				onChange={ ( fade ) => set( 'scroll', 'fade', fade ) }
			/>
		</PanelBody>
	);
}
