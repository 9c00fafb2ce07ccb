precision mediump float;
uniform sampler2D from;
uniform sampler2D to;
uniform float progress;
uniform vec2 fromScale;
uniform vec2 toScale;
uniform vec2 resolution;
varying vec2 vUv;
vec4 getFrom(vec2 uv) { return texture2D(from, (uv - 0.5) * fromScale + 0.5); }
vec4 getTo(vec2 uv) { return texture2D(to, (uv - 0.5) * toScale + 0.5); }
// Pixelate: the image breaks into blocks, swaps at the coarsest, and sharpens again.
void main() {
	float coarse = sin(progress * 3.14159);
	float cells = mix(resolution.x, 24.0, coarse);
	vec2 size = vec2(cells, cells * resolution.y / resolution.x);
	vec2 uv = coarse > 0.01 ? (floor(vUv * size) + 0.5) / size : vUv;
	gl_FragColor = mix(getFrom(uv), getTo(uv), step(0.5, progress));
}
