; No `target datalayout` line: sizes, offsets and alignments come from the target's layout, as in llc.
%S = type { ptr, i32, i64 }
define i32 @field(ptr %p) {
  %q = getelementptr %S, ptr %p, i32 1, i32 1
  %v = load i32, ptr %q
  ret i32 %v
}
