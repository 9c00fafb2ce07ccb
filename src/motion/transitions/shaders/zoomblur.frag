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
// Zoom blur: both images streak towards the centre, strongest mid-way.
void main() {
	float strength = sin(progress * 3.14159) * 0.3;
	vec2 toCentre = vUv - 0.5;
	vec4 a = vec4(0.0);
	vec4 b = vec4(0.0);
	for (int i = 0; i < 12; i++) {
		float t = float(i) / 11.0;
		vec2 uv = vUv - toCentre * strength * t;
		a += getFrom(uv);
		b += getTo(uv);
	}
	gl_FragColor = mix(a / 12.0, b / 12.0, smoothstep(0.2, 0.8, progress));
}
