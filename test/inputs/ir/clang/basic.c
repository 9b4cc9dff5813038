#include <stdarg.h>
struct S { int a; char b; long long c; };
static int tbl[4] = {1,2,3,4};
const char *msg = "hello\n";
extern int printf(const char*, ...);
int sum(struct S *s, int n) { int t = 0; for (int i = 0; i < n; i++) t += s[i].a * tbl[i & 3]; return t; }
double fp(double x, float y) { return x * y + 1.5; }
int sw(int x) { switch (x) { case 1: return 5; case 2: return 7; case 10: return 9; default: return 0; } }
void pr(int x) { printf("%d %s\n", x, msg); }
long long sh(long long a, int b) { return (a << b) | (a >> 3); }
unsigned char uc(unsigned x) { return x / 3; }
int vs(int n, ...) { va_list ap; va_start(ap, n); int r = va_arg(ap, int); va_end(ap); return r; }
struct S ret(struct S s) { s.a++; return s; }
