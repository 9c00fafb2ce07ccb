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
// Dissolve with noise: each pixel switches at its own moment, softened at the edge.
float noise(vec2 co) { return fract(sin(dot(co, vec2(12.9898, 78.233))) * 43758.5453); }
void main() {
	float n = noise(floor(vUv * resolution / 4.0));
	float edge = smoothstep(n - 0.1, n + 0.1, progress * 1.2 - 0.1);
	gl_FragColor = mix(getFrom(vUv), getTo(vUv), edge);
}
