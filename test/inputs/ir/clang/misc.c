
struct P { short x; double d; char name[5]; };
struct P gp = { 1, 2.5, "abc" };
struct P *pp = &gp;
char *names[] = { "a", "bb", 0 };
long double ld = 1.5L;
#ifdef __SIZEOF_INT128__
__int128 big = 0;
#endif
_Float16 h = 1.5;
static int counter;
int get(struct P p) { return p.x + (int)p.d; }
struct P make(int v) { struct P p; __builtin_memset(&p, 0, sizeof p); p.x = v; return p; }
double conv(long long a, unsigned u, float f) { return (double)a + u + f + (long long)f + (unsigned)f; }
long double ldop(long double a) { return a * 2; }
#ifdef __SIZEOF_INT128__
__int128 mul128(__int128 a, __int128 b) { return a * b; }
#endif
int loop(int n) { int s = 0; while (n--) { if (n % 3 == 0) continue; s += n; if (s > 1000) break; } return s; }
void inc(void) { counter++; }
int fp(int (*f)(int), int v) { return f(v) + f(v+1); }
_Bool cmpf(float a, float b) { return a < b || a != a; }
_Float16 hadd(_Float16 a, _Float16 b) { return a + b; }
int sel(int a, int b) { return a > b ? a : b; }
void *alloc(int n) { char buf[64]; char *p = __builtin_alloca(n); p[0] = buf[n & 63]; return 0; }
