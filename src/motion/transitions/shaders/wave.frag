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
// Wave: a horizontal wave sweeps across, the new image behind it.
void main() {
	float amp = sin(progress * 3.14159) * 0.05;
	vec2 uv = vUv + vec2(0.0, sin(vUv.x * 12.0 + progress * 6.28318) * amp);
	float sweep = smoothstep(progress - 0.15, progress + 0.15, 1.0 - vUv.x);
	gl_FragColor = mix(getTo(uv), getFrom(uv), sweep);
}
