import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { createApi, createModule } from '../../src/module';
import { renderStage } from '../../src/react/Stage';
import { onSaved } from '../../src/editor/saved-channel';

interface PreviewProps {
	alias: string;
	id: number;
	title: string;
}

/**
 * The module itself in the editor canvas, run in edit mode (spec section 6):
 * no autoplay, no spike clip path. It has its own API registry, so the
 * editor's preview never answers the page's window.Stagecraft.
 *
 * @param props       The chosen module.
 * @param props.alias
 * @param props.id
 * @param props.title
 */
export function Preview( { alias, id, title }: PreviewProps ) {
	const ref = useRef< HTMLDivElement >( null );
	// Saved in the module editor (another tab): show the module as saved there.
	const [ shown, setShown ] = useState( 0 );
	useEffect( () => onSaved( id, () => setShown( ( n ) => n + 1 ) ), [ id ] );
	useEffect( () => {
		const el = ref.current;
		if ( ! el ) {
			return;
		}
		const handle = createModule( el, {
			api: createApi(),
			render: renderStage,
			eager: true,
		} );
		return () => handle.destroy();
	}, [ alias, shown ] );
	return (
		<div
			ref={ ref }
			className="stagecraft-module"
			role="region"
			aria-roledescription={ __( 'carousel', 'stagecraft' ) }
			aria-label={ title || alias }
			data-stagecraft-alias={ alias }
			data-alias={ alias }
			data-stagecraft-id={ id }
			data-stagecraft-source="rest"
			data-stagecraft-edit="true"
		>
			<div className="stagecraft-module__stage" />
		</div>
	);
}
