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
// Directional warp: the old image stretches away to the left as the new one slides in warped.
void main() {
	float p = smoothstep(0.0, 1.0, progress);
	float warp = sin(vUv.y * 3.14159) * 0.2 * sin(p * 3.14159);
	vec2 fromUv = vUv + vec2(p + warp, 0.0);
	vec2 toUv = vUv + vec2(p - 1.0 + warp, 0.0);
	gl_FragColor = fromUv.x < 1.0 ? getFrom(fromUv) : getTo(toUv);
}
