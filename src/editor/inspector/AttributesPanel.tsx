import { PanelBody } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { Layer } from '../../schema/layer';
import { TextField } from '../components/fields';
import { useEditor } from '../use-editor';

type AttrKey = keyof NonNullable< Layer[ 'attr' ] >;

/** The selected layer's HTML attributes (attr: id, class, wrapId, wrapClass, iClass). */
export function AttributesPanel() {
	const { layer, editLayer } = useEditor();
	if ( ! layer ) {
		return null;
	}
	const fields: Array< [ AttrKey, string ] > = [
		[ 'id', __( 'HTML id', 'stagecraft' ) ],
		[ 'class', __( 'CSS classes', 'stagecraft' ) ],
		[ 'wrapId', __( 'Wrapper HTML id', 'stagecraft' ) ],
		[ 'wrapClass', __( 'Wrapper CSS classes', 'stagecraft' ) ],
		[ 'iClass', __( 'Inner CSS classes', 'stagecraft' ) ],
	];
	return (
		<PanelBody
			title={ __( 'Attributes', 'stagecraft' ) }
			initialOpen={ false }
		>
			{ fields.map( ( [ key, label ] ) => (
				<TextField
					key={ key }
					label={ label }
					field={ `attr.${ key }` }
					value={ layer.attr?.[ key ] }
					onChange={ ( text ) =>
						editLayer(
							( l ) => ( {
								...l,
								attr: { ...l.attr, [ key ]: text || undefined },
							} ),
							`attr-${ key }-${ layer.id }`
						)
					}
				/>
			) ) }
		</PanelBody>
	);
}
