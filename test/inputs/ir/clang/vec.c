void saxpy(int n, float a, const float *x, float *y) { for (int i = 0; i < n; i++) y[i] = a * x[i] + y[i]; }
int dot(const int *a, const int *b, int n) { int s = 0; for (int i = 0; i < n; i++) s += a[i] * b[i]; return s; }
typedef int v4si __attribute__((vector_size(16)));
v4si shuf(v4si a, v4si b) { return __builtin_shufflevector(a, b, 0, 5, 2, 7); }
v4si vadd(v4si a, v4si b) { return a + b * 3; }
unsigned char sat(unsigned a, unsigned b) { unsigned s = a + b; return s > 255 ? 255 : s; }
int ovf(int a, int b, int *r) { return __builtin_mul_overflow(a, b, r); }
unsigned clz(unsigned x) { return __builtin_clz(x) + __builtin_popcount(x) + __builtin_ctz(x|1); }
