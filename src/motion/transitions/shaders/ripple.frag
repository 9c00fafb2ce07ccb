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
// Ripple: rings spread from the centre while the new image comes through.
void main() {
	vec2 dir = vUv - 0.5;
	float dist = length(dir);
	float wave = sin(dist * 40.0 - progress * 20.0) * 0.03 * (1.0 - progress);
	vec2 offset = dist > 0.0 ? normalize(dir) * wave : vec2(0.0);
	gl_FragColor = mix(getFrom(vUv + offset), getTo(vUv - offset), smoothstep(0.0, 1.0, progress));
}
