module {
  func.func @f() {
    return loc(fused<#foo.bar<1>>["a":1:2, fused<"x">["c":5:6]])
  } loc(unknown)
} loc(unknown)
