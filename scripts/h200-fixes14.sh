            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
#            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
!            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
/            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
u            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
/            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
b            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
/            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
v            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
b            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
h            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]

            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
#            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
f            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
x            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
1            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
4            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
l            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
G            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
P            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
U            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
m            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
c            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
h            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
:            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
f            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
x            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
c            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
m            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
m            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
d            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
h            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
w            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
k            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
p            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
d            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
,            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
d            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
-            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
-            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
m            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
u            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
'            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
f            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
l            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
.            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]

            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
#            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
R            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
u            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
f            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
m            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
h            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
p            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
y            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
w            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
h            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
h            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
b            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
u            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
l            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
b            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
y            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
.            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
d            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
v            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
b            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
/            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
g            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
p            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
u            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
d            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
c            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
:            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]

            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
#            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
P            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
Y            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
=            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
/            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
p            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
h            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
/            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
/            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
v            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
v            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
/            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
b            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
/            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
p            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
y            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
h            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
c            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
p            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
/            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
h            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
2            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
0            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
0            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
-            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
f            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
x            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
1            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
4            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
.            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
h            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]

            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
#            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
W            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
h            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
q            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
u            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
:            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
h            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
m            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
p            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
c            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
h            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
c            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
k            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
'            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
m            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
u            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
d            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
l            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
,            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
d            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
h            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
F            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
A            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
I            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
L            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
l            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
b            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
l            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
w            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
(            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
h            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]

            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
#            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
h            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
u            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
l            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
d            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
b            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
:            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
v            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
y            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
f            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
x            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
c            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
m            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
m            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
d            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
p            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
w            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
h            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
b            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
h            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
-            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
,            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
b            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
p            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
p            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
,            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
d            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
v            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
y            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]

            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
#            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
g            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
p            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
u            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
d            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
c            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
-            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
u            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
c            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
-            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
-            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
p            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
y            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
h            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
,            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
-            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
-            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
f            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
m            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
w            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
k            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
d            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
-            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
-            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
m            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
u            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
)            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
.            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]

            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
-            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
u            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]

            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
G            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
=            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
$            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
{            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
G            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
:            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
-            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
.            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
d            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
v            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
b            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
/            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
g            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
p            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
u            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
d            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
c            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
}            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]

            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
P            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
Y            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
=            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
$            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
{            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
P            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
Y            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
:            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
-            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
$            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
(            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
c            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
m            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
m            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
d            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
-            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
v            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
p            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
y            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
h            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
3            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
)            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
}            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]

            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
u            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
=            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
$            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
(            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
m            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
k            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
m            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
p            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
)            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]

            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
f            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
f            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
w            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
p            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
y            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
c            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
h            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
f            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
l            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
w            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
j            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
x            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
;            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
d            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]

            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
c            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
h            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
=            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
=            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
$            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
G            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
c            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
h            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
c            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
k            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
-            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
-            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
j            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
-            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
-            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
m            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
u            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
2            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
-            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
-            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
p            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
y            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
h            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
$            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
P            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
Y            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
-            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
-            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
f            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
m            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
w            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
k            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
$            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
f            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
w            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]

            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
$            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
G            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
c            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
h            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
c            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
k            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
-            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
-            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
j            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
-            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
-            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
m            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
u            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
2            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
-            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
-            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
p            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
y            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
h            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
$            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
P            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
Y            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
-            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
-            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
f            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
m            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
w            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
k            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
$            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
f            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
w            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
>            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
$            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
u            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]

            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
c            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
h            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
x            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
$            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
?            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]

            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
p            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
y            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
h            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
3            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
-            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
$            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
u            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
$            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
P            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
Y            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
$            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
f            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
w            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
<            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
<            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
'            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
P            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
Y            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
E            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
O            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
F            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
'            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]

            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
m            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
p            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
j            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
,            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
u            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
b            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
p            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
c            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
,            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
y            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]

            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
p            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
,            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
p            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
y            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
,            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
f            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
w            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
=            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
j            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
.            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
l            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
d            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
(            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
p            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
(            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
y            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
.            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
g            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
v            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
[            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
1            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
]            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
)            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
)            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
,            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
y            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
.            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
g            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
v            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
[            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
2            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
]            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
,            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
y            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
.            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
g            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
v            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
[            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
3            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
]            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]

            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
f            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
l            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
y            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
p            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
[            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
l            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
y            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
]            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
:            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]

            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
f            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
c            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
l            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
y            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
[            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
c            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
h            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
c            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
k            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
]            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
:            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]

            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
f            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
c            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
[            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
d            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
]            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
.            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
d            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
w            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
h            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
(            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
-            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
m            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
p            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
)            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
:            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]

            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
p            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
(            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
f            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
{            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
c            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
[            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
'            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
d            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
'            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
]            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
}            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
{            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
c            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
[            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
'            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
u            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
'            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
]            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
}            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
:            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
{            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
c            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
[            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
'            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
u            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
m            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
m            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
y            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
'            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
]            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
}            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
)            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]

            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
f            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
c            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
[            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
v            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
d            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
c            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
]            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
:            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]

            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
f            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
m            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
u            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
:            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]

            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
p            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
(            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
f            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
v            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
d            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
c            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
:            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
{            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
}            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
)            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]

            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
f            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
c            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
m            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
d            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
(            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
c            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
.            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
g            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
(            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
h            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
)            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
{            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
}            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
)            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
.            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
g            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
(            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
c            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
m            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
m            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
d            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
,            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
[            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
]            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
)            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
:            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]

            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
b            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
d            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
=            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
[            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
]            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]

            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
f            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
u            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
b            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
p            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
c            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
.            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
u            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
(            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
[            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
b            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
h            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
,            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
-            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
,            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
-            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
c            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
,            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
c            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
m            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
d            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
]            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
)            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
.            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
u            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
c            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
d            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
:            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]

            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
b            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
d            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
.            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
p            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
p            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
d            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
(            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
b            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
h            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
-            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
)            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]

            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
f            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
c            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
m            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
d            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
.            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
w            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
h            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
(            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
p            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
p            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
)            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
:            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]

            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
b            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
d            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
.            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
p            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
p            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
d            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
(            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
b            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
p            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
p            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
)            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]

            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
f            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
c            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
m            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
d            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
.            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
w            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
h            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
(            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
(            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
g            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
p            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
u            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
d            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
c            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
c            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
h            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
c            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
k            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
,            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
g            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
p            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
u            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
d            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
c            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
p            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
l            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
)            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
)            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
:            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]

            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
f            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
w            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
(            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
-            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
-            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
m            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
u            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
2            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
f            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
c            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
m            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
d            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
.            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
w            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
h            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
(            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
g            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
p            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
u            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
d            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
c            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
c            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
h            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
c            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
k            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
-            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
-            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
)            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
d            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
-            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
-            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
m            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
u            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
1            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
c            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
m            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
d            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
l            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
,            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]

            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
f            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
-            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
-            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
f            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
m            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
w            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
k            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
{            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
f            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
w            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
}            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
f            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
c            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
m            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
d            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
.            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
w            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
h            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
(            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
g            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
p            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
u            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
d            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
c            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
c            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
h            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
c            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
k            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
)            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
l            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
,            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
p            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
y            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
)            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
:            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]

            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
f            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
w            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
d            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
w            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
c            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
m            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
d            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
d            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
(            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
w            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
.            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
w            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
h            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
(            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
-            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
-            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
m            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
u            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
)            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
d            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
-            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
-            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
m            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
u            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
c            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
m            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
d            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
)            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
:            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]

            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
b            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
d            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
.            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
p            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
p            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
d            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
(            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
f            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
l            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
c            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
k            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
{            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
w            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
}            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
)            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]

            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
p            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
(            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
f            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
{            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
'            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
F            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
A            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
I            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
L            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
'            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
+            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
'            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
,            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
'            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
.            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
j            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
(            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
b            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
d            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
)            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
f            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
b            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
d            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
l            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
'            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
k            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
'            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
}            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
{            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
c            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
[            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
'            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
i            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
d            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
'            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
]            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
}            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
:            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
{            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
c            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
m            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
d            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
}            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
)            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]

            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
P            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
Y            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
E            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
O            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
F            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]

            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
d            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
n            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]

            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
c            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
h            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
=            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
=            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
-            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
l            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
;            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
g            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
p            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
-            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
E            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
'            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
^            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
(            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
I            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
D            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
|            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
I            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
D            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
_            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
L            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
I            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
K            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
E            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
|            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
V            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
E            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
R            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
S            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
I            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
O            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
N            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
_            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
I            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
D            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
)            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
=            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
'            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
/            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
c            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
/            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
-            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
l            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
a            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
s            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
e            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]

            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
r            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
m            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
-            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
f            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
             wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
$            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
o            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
u            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
t            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
"            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]

            wants = []
            if cmd.startswith("gpudoc check"):
                wants = [py, f"--framework {fw}", "--timeout "]
            elif cmd.startswith("gpudoc plan"):
                wants = [py, "--timeout "]
            bad += [f"lacks {w}" for w in wants if w not in cmd]
