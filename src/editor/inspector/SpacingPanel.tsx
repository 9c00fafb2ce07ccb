import { PanelBody } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { BoxField } from '../components/BoxField';
import { useEditor } from '../use-editor';

/** The selected layer's margins (m) and padding (p), in px per side. */
export function SpacingPanel() {
	const { layer, editLayer } = useEditor();
	if ( ! layer || layer.type === 'linebreak' ) {
		return null;
	}
	return (
		<PanelBody
			title={ __( 'Spacing', 'stagecraft' ) }
			initialOpen={ false }
		>
			<BoxField
				label={ __( 'Margin', 'stagecraft' ) }
				field="m"
				value={ layer.m }
				onChange={ ( m ) =>
					editLayer( ( l ) => ( { ...l, m } ), `m-${ layer.id }` )
				}
			/>
			<BoxField
				label={ __( 'Padding', 'stagecraft' ) }
				field="p"
				min={ 0 }
				value={ layer.p }
				onChange={ ( p ) =>
					editLayer( ( l ) => ( { ...l, p } ), `p-${ layer.id }` )
				}
			/>
		</PanelBody>
	);
}
