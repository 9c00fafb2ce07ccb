import { readInline, sourceOf } from './load/sources';

// Fetched on first use: only modules whose data is not inlined need it.
const remote = () =>
	import( /* webpackChunkName: "module/fetch" */ './load/remote' );

/** A module the runtime loads: its alias, id (0 when unknown) and root. */
export interface ModuleRequest {
	alias: string;
	id: number;
	element: HTMLElement;
}

/** Fetches a module's raw data; the runtime validates whatever comes back. */
export type Loader = ( request: ModuleRequest ) => Promise< unknown >;

/**
 * The default loader: the source the server markup names on the root
 * (data-stagecraft-source: rest, the default, ajax, inline or json with
 * data-stagecraft-json-url), with window.stagecraftConfig for ajax.
 *
 * @param request         The module.
 * @param request.alias
 * @param request.id
 * @param request.element
 */
export const fetchModule: Loader = async ( { alias, id, element } ) => {
	const source = sourceOf( element );
	if ( source === 'inline' ) {
		return readInline( element );
	}
	const { loadModuleData, readPageConfig } = await remote();
	return loadModuleData(
		{ id, alias },
		{
			source,
			element,
			jsonUrl: element.dataset.stagecraftJsonUrl,
			config: readPageConfig(),
		}
	);
};

/** A slide of a module, by id: for slides the page did not inline. */
export type SlideLoader = (
	request: ModuleRequest & { slideId: number }
) => Promise< unknown >;

/**
 * The default slide loader: GET sliders/{id}?slideid= (the reply holds that
 * slide only), whatever the module's own source.
 *
 * @param request         The module and the slide.
 * @param request.alias
 * @param request.id
 * @param request.slideId
 */
export const fetchSlide: SlideLoader = async ( { alias, id, slideId } ) => {
	const { loadModuleData, readPageConfig } = await remote();
	return loadModuleData(
		{ id, alias },
		{ source: 'rest', slideId, config: readPageConfig() }
	);
};
