import type { Motion } from '../motion';
import type { LayerScene, LayerSceneHooks } from '../motion/slide-scenes';

/**
 * The render.php markup contract, for unit tests.
 *
 * @param alias Module alias.
 * @param id    Module database id.
 */
export function serverMarkup( alias = 'hero-demo', id = 12 ): HTMLElement {
	const root = document.createElement( 'div' );
	root.className = 'wp-block-stagecraft-module stagecraft-module';
	root.id = `stagecraft-module-${ alias }`;
	root.dataset.stagecraftAlias = alias;
	root.dataset.stagecraftId = String( id );
	root.setAttribute( 'style', '--stagecraft-w0:1600;--stagecraft-h0:640' );
	root.innerHTML =
		'<div class="stagecraft-module__stage">' +
		'<div class="stagecraft-module__slide is-active" data-slide-id="1" role="group" aria-roledescription="slide" aria-label="1 of 1">' +
		'<img class="stagecraft-module__bg" src="https://example.test/hero.jpg" width="1600" height="900" alt="" fetchpriority="high" decoding="async">' +
		'<div class="stagecraft-module__layers stagecraft-module__layers--server">' +
		'<h2 class="stagecraft-module__layer stagecraft-module__layer--text" data-layer-id="1">Stagecraft</h2>' +
		'<i class="stagecraft-module__layers-end" hidden></i>' +
		'</div></div></div>';
	document.body.append( root );
	return root;
}

/**
 * A motion driver whose scenes end at once, so only the slideshow's timers matter (unit tests).
 *
 * @param reduced Whether it reports reduced motion.
 */
export function instantMotion( reduced = false ): Motion {
	const motion: Motion = {
		animateIn: () => Promise.resolve(),
		animateOut: () => Promise.resolve(),
		playLayers: ( scene, layers, hooks ) =>
			eachLayer( motion, scene, layers, hooks ),
		fade: () => Promise.resolve(),
		scrollTo: () => Promise.resolve(),
		hover: () => {},
		reset: () => {},
		reducedMotion: () => reduced,
		prime: () => {},
		destroy: () => {},
	};
	return motion;
}

/**
 * A test driver's playLayers: each layer through the driver's own animateIn/animateOut, with the
 * slide's hooks by the layer's place in the list (what the GSAP driver does on one timeline).
 *
 * @param motion The test driver.
 * @param scene  In or out.
 * @param layers The slide's layer scenes.
 * @param hooks  The slide's layer events.
 */
export function eachLayer(
	motion: Pick< Motion, 'animateIn' | 'animateOut' >,
	scene: 'in' | 'out',
	layers: readonly LayerScene[],
	hooks: LayerSceneHooks = {}
): Promise< void > {
	return Promise.all(
		layers.map( ( { el, frames, effects }, at ) => {
			hooks.onStart?.( at );
			const own = {
				onFrameStart: ( frame: number ) =>
					hooks.onFrameStart?.( at, frame ),
				onFrameEnd: ( frame: number ) =>
					hooks.onFrameEnd?.( at, frame ),
				onFrameRepeat: ( frame: number ) =>
					hooks.onFrameRepeat?.( at, frame ),
				onUpdate: ( frame: number ) => hooks.onUpdate?.( at, frame ),
			};
			const play = scene === 'in' ? motion.animateIn : motion.animateOut;
			return play( el, frames, own, effects ).then( () =>
				hooks.onEnd?.( at )
			);
		} )
	).then( () => undefined );
}
