// WebGL shader transitions between two slide images (a chunk of its own, fetched the first
// time a slide names one; src/motion/transitions/index.ts). The shader texts are files of
// their own, fetched by GET as the chunk loads. Without WebGL, without both images, or when
// a shader did not come, the transition is a CSS cross-fade; reduced motion never gets here
// (the driver plays its short fade).
import { secondsOf } from './parts';
import type { TransitionBuilder, TransitionParts } from './parts';
import type { Variant } from './registry';

export const SHADER_VARIANTS = [
	'dissolve',
	'ripple',
	'wave',
	'zoomblur',
	'pixelate',
	'warp',
] as const satisfies readonly Variant[];

type ShaderVariant = ( typeof SHADER_VARIANTS )[ number ];

// Webpack emits each file beside the chunk and gives its URL.
const FILES: Record< ShaderVariant, URL > = {
	dissolve: new URL( './shaders/dissolve.frag', import.meta.url ),
	ripple: new URL( './shaders/ripple.frag', import.meta.url ),
	wave: new URL( './shaders/wave.frag', import.meta.url ),
	zoomblur: new URL( './shaders/zoomblur.frag', import.meta.url ),
	pixelate: new URL( './shaders/pixelate.frag', import.meta.url ),
	warp: new URL( './shaders/warp.frag', import.meta.url ),
};

const VERTEX = `attribute vec2 position;
varying vec2 vUv;
void main() {
	vUv = vec2( position.x, -position.y ) * 0.5 + 0.5;
	gl_Position = vec4( position, 0.0, 1.0 );
}`;

const texts = new Map< ShaderVariant, string >();

async function fetchShader( variant: ShaderVariant ): Promise< void > {
	try {
		const reply = await fetch( FILES[ variant ], { method: 'GET' } );
		if ( ! reply.ok ) {
			// Spec section 8.
			throw new Error( `HTTP error! Status: ${ reply.status }` );
		}
		texts.set( variant, await reply.text() );
	} catch ( error ) {
		// eslint-disable-next-line no-console
		console.error( error instanceof Error ? error.message : error );
	}
}

/** Resolves once every shader text has come (or failed: its transition cross-fades). */
export const ready: Promise< void > = Promise.all(
	SHADER_VARIANTS.map( fetchShader )
).then( () => undefined );

// A slide's background image element (the server's, or the renderer's).
const bgImage = ( slide: HTMLElement ) =>
	slide.querySelector< HTMLImageElement >( 'img.stagecraft-module__bg' );

// A slide's background image, when it has loaded.
function imageOf( slide: HTMLElement ): HTMLImageElement | null {
	const img = bgImage( slide );
	return img && img.complete && img.naturalWidth > 0 ? img : null;
}

function compile( gl: WebGLRenderingContext, type: number, source: string ) {
	const shader = gl.createShader( type );
	if ( ! shader ) {
		return null;
	}
	gl.shaderSource( shader, source );
	gl.compileShader( shader );
	return gl.getShaderParameter( shader, gl.COMPILE_STATUS ) ? shader : null;
}

function texture(
	gl: WebGLRenderingContext,
	unit: number,
	img: HTMLImageElement
) {
	gl.activeTexture( gl.TEXTURE0 + unit );
	gl.bindTexture( gl.TEXTURE_2D, gl.createTexture() );
	gl.texParameteri( gl.TEXTURE_2D, gl.TEXTURE_MIN_FILTER, gl.LINEAR );
	gl.texParameteri( gl.TEXTURE_2D, gl.TEXTURE_MAG_FILTER, gl.LINEAR );
	gl.texParameteri( gl.TEXTURE_2D, gl.TEXTURE_WRAP_S, gl.CLAMP_TO_EDGE );
	gl.texParameteri( gl.TEXTURE_2D, gl.TEXTURE_WRAP_T, gl.CLAMP_TO_EDGE );
	// Throws for another site's image without CORS: the caller falls back.
	gl.texImage2D( gl.TEXTURE_2D, 0, gl.RGBA, gl.RGBA, gl.UNSIGNED_BYTE, img );
}

// How much of the image a box shows when it covers the box (object-fit: cover), per axis.
function coverScale( img: HTMLImageElement, width: number, height: number ) {
	const scale = Math.max(
		width / img.naturalWidth,
		height / img.naturalHeight
	);
	return [
		width / ( img.naturalWidth * scale ),
		height / ( img.naturalHeight * scale ),
	];
}

interface Drawing {
	canvas: HTMLCanvasElement;
	draw: ( progress: number ) => void;
	release: () => void;
}

/**
 * A canvas over the stage drawing the shader between the two images, or null when it cannot.
 *
 * @param parts  The slides and the stage.
 * @param source The fragment shader.
 */
function drawing( parts: TransitionParts, source: string ): Drawing | null {
	const from = imageOf( parts.outgoing );
	const to = imageOf( parts.incoming );
	const { stage } = parts;
	if ( ! from || ! to || stage.clientWidth === 0 ) {
		return null;
	}
	const doc = stage.ownerDocument;
	const canvas = doc.createElement( 'canvas' );
	const ratio = Math.min(
		2,
		Math.max( 1, doc.defaultView?.devicePixelRatio ?? 1 )
	);
	const width = stage.clientWidth;
	const height = stage.clientHeight;
	canvas.width = Math.round( width * ratio );
	canvas.height = Math.round( height * ratio );
	const gl = canvas.getContext( 'webgl', {
		premultipliedAlpha: false,
		// Kept after each frame, so a frame can be read back (tests, screenshots).
		preserveDrawingBuffer: true,
	} );
	const vertex = gl && compile( gl, gl.VERTEX_SHADER, VERTEX );
	const fragment = gl && compile( gl, gl.FRAGMENT_SHADER, source );
	const program = gl?.createProgram();
	if ( ! gl || ! vertex || ! fragment || ! program ) {
		return null;
	}
	gl.attachShader( program, vertex );
	gl.attachShader( program, fragment );
	gl.linkProgram( program );
	if ( ! gl.getProgramParameter( program, gl.LINK_STATUS ) ) {
		return null;
	}
	gl.useProgram( program );
	try {
		texture( gl, 0, from );
		texture( gl, 1, to );
	} catch {
		return null;
	}
	gl.bindBuffer( gl.ARRAY_BUFFER, gl.createBuffer() );
	gl.bufferData(
		gl.ARRAY_BUFFER,
		new Float32Array( [ -1, -1, 1, -1, -1, 1, 1, 1 ] ),
		gl.STATIC_DRAW
	);
	const position = gl.getAttribLocation( program, 'position' );
	gl.enableVertexAttribArray( position );
	gl.vertexAttribPointer( position, 2, gl.FLOAT, false, 0, 0 );
	const at = ( name: string ) => gl.getUniformLocation( program, name );
	gl.uniform1i( at( 'from' ), 0 );
	gl.uniform1i( at( 'to' ), 1 );
	gl.uniform2fv( at( 'fromScale' ), coverScale( from, width, height ) );
	gl.uniform2fv( at( 'toScale' ), coverScale( to, width, height ) );
	gl.uniform2f( at( 'resolution' ), canvas.width, canvas.height );
	gl.viewport( 0, 0, canvas.width, canvas.height );
	const progress = at( 'progress' );
	canvas.className = 'stagecraft-transition__webgl';
	canvas.setAttribute( 'aria-hidden', 'true' );
	Object.assign( canvas.style, {
		position: 'absolute',
		inset: '0',
		width: '100%',
		height: '100%',
		zIndex: '3',
		pointerEvents: 'none',
	} );
	return {
		canvas,
		draw( value ) {
			gl.uniform1f( progress, value );
			gl.drawArrays( gl.TRIANGLE_STRIP, 0, 4 );
		},
		release() {
			canvas.remove();
			gl.getExtension( 'WEBGL_lose_context' )?.loseContext();
		},
	};
}

// The CSS stand-in: the new slide fades in over the old one.
const crossFade: TransitionBuilder = ( parts, tl ) => {
	parts.incoming.dataset.webgl = 'fallback';
	tl.fromTo(
		parts.incoming,
		{ opacity: 0 },
		{ opacity: 1, duration: secondsOf( parts ), ease: 'none' }
	);
	return () => delete parts.incoming.dataset.webgl;
};

const shader: TransitionBuilder = ( parts, tl ) => {
	const variant = parts.transition.def.variant as ShaderVariant;
	const source = texts.get( variant );
	const made = source ? drawing( parts, source ) : null;
	if ( ! made ) {
		return crossFade( parts, tl );
	}
	const { incoming } = parts;
	incoming.dataset.webgl = 'on';
	parts.stage.appendChild( made.canvas );
	made.draw( 0 );
	const state = { progress: 0 };
	// The canvas shows the change; the new slide (its layers too) shows once it has ended.
	tl.set( incoming, { opacity: 0 } )
		.to( state, {
			progress: 1,
			duration: secondsOf( parts ),
			ease: parts.transition.ease,
			onUpdate: () => made.draw( state.progress ),
		} )
		.set( incoming, { opacity: 1 } );
	return () => {
		made.release();
		delete incoming.dataset.webgl;
	};
};

// How long a change waits for its images before it cross-fades instead (ms).
const IMAGE_WAIT_MS = 3000;

shader.prepare = ( parts ) => {
	const images = [ parts.outgoing, parts.incoming ].flatMap( ( el ) => {
		const img = bgImage( el );
		return img ? [ img ] : [];
	} );
	const decoded = Promise.all(
		images.map( ( img ) => img.decode().catch( () => undefined ) )
	).then( () => undefined );
	const win = parts.stage.ownerDocument.defaultView;
	return Promise.race( [
		decoded,
		new Promise< void >( ( resolve ) =>
			win?.setTimeout( resolve, IMAGE_WAIT_MS )
		),
	] );
};

export const WEBGL_BUILDERS = { shader };
