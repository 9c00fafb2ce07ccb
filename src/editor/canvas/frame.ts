// The canvas's document: an iframe as wide as the device level's breakpoint, so the module
// runtime picks that level and lays the module out exactly as a visitor's browser would.
import { createApi, createModule, type ModuleHandle } from '../../module';
import { createModulePreview } from '../../module/preview';
import { renderStage } from '../../react/Stage';
import type { StoredModule } from '../../schema/module';

export interface CanvasModule {
	handle: ModuleHandle;
	root: HTMLElement;
}

/**
 * The iframe's markup: the module's stylesheets and an empty module root the runtime fills.
 *
 * @param styleUrls The module block's stylesheet, then its features'.
 */
export function frameDocument( styleUrls: readonly string[] ): string {
	const link = styleUrls
		.filter( Boolean )
		.map(
			( url ) => `<link rel="stylesheet" href="${ encodeURI( url ) }">`
		)
		.join( '' );
	return `<!doctype html><html><head><meta charset="utf-8">${ link }<style>
html,body{margin:0;background:#fff}
[data-layer-id]{cursor:move}
</style></head><body></body></html>`;
}

/**
 * The module as the runtime's loader reply, opening on the selected slide.
 *
 * @param id     Module id.
 * @param module The module being edited.
 * @param slide  Index of the selected slide.
 */
export const canvasReply = (
	id: number,
	module: StoredModule,
	slide: number
) => ( {
	success: true,
	id,
	alias: module.alias,
	title: module.title,
	settings: {
		...module.settings,
		// The runtime reads the type from the settings, as the server's reply has it.
		type: module.type,
		slideshow: { ...module.settings.slideshow, firstSlide: slide + 1 },
	},
	slides: module.slides,
} );

/**
 * Runs the module in the iframe in edit mode (spec section 6: no autoplay, no spike clip
 * path), replacing what ran there before.
 *
 * @param doc    The iframe's document.
 * @param id     Module id.
 * @param module The module being edited.
 * @param slide  Index of the selected slide.
 */
export function mountCanvasModule(
	doc: Document,
	id: number,
	module: StoredModule,
	slide: number
): CanvasModule {
	const root = doc.createElement( 'div' );
	root.className = 'stagecraft-module';
	root.dataset.stagecraftAlias = module.alias;
	root.dataset.stagecraftId = String( id );
	root.dataset.stagecraftEdit = 'true';
	root.setAttribute( 'role', 'presentation' );
	const stage = doc.createElement( 'div' );
	stage.className = 'stagecraft-module__stage';
	root.append( stage );
	doc.body.replaceChildren( root );
	const reply = canvasReply( id, module, slide );
	const handle = createModule( root, {
		api: createApi(),
		render: renderStage,
		eager: true,
		loader: async () => reply,
		preview: createModulePreview,
	} );
	return { handle, root };
}

/**
 * The scale the runtime laid the level's grid out at (1 when it has not yet).
 *
 * @param root The module root in the iframe.
 */
export function gridScale( root: HTMLElement ): number {
	const value = parseFloat(
		root.style.getPropertyValue( '--stagecraft-scale' )
	);
	return Number.isFinite( value ) && value > 0 ? value : 1;
}

/**
 * Hides the layers the editor hides (an editor-only style in the canvas document; the module
 * data is untouched).
 *
 * @param doc The canvas document.
 * @param ids The hidden layers' ids.
 */
export function hideLayers( doc: Document, ids: string[] ): void {
	let style = doc.getElementById( 'stagecraft-editor-hidden' );
	if ( ! style ) {
		style = doc.createElement( 'style' );
		style.id = 'stagecraft-editor-hidden';
		doc.head.append( style );
	}
	style.textContent = ids
		.map(
			( id ) =>
				`[data-wrap-of="${ CSS.escape( id ) }"],[data-layer-id="${ CSS.escape(
					id
				) }"]{visibility:hidden}`
		)
		.join( '\n' );
}
