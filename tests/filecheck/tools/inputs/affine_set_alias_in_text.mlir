#s = affine_set<(d0) : (d0 >= 0)>
"t.op"() {a = #hal.executable.target<"a", "b", {k = #s}>} : () -> ()
